/** The text of a message or a question: a non-empty string, or a number shown as text. */
export declare function checkDialogText(service: string, value: unknown): string;
