/** Where the databases keep their files, inside the workbench's data folder (a file of its own: the command names it before the databases load). */
export const FIREBASE_FOLDER = 'firebase';
