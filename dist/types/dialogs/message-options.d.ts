import { ZnMessageType } from './types';
export declare const MESSAGE_TYPES: ZnMessageType[];
/** Spec 8: a message stays 4 seconds unless told otherwise. */
export declare const DEFAULT_DURATION = 4000;
/** Longer delays overflow the browser's timers (they would fire at once). */
export declare const MAX_DURATION = 2147483647;
/** At most this many messages show at once; a new one closes the oldest. */
export declare const MAX_VISIBLE = 5;
/** Where a type's messages are announced: alerts interrupt, statuses wait. */
export declare function regionOf(type: ZnMessageType): 'alert' | 'status';
/** The Bootstrap 3 alert colour of a type. */
export declare function colourOf(type: ZnMessageType): string;
/** The type to show: the default for none, info (with a warning) for an unknown name. */
export declare function checkMessageType(value: unknown, warn: (message: string) => void): ZnMessageType;
/** The display time in milliseconds: the default for none, 0 for "until closed". */
export declare function checkDuration(value: unknown): number;
