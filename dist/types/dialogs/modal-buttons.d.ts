import { ButtonSpec } from './modal-options';
/** What the buttons need from their dialog. */
export interface ButtonHost {
    isOpen(): boolean;
    /** Closes the dialog because button `name` was used. */
    close(name: string): void;
    /** Reports an error of an action ($exceptionHandler). */
    report(error: unknown): void;
    /** Waits for a promise an action returned ($q.when). */
    settle(value: PromiseLike<unknown>, resolved: () => void, rejected: (reason: unknown) => void): void;
    /** True while an action's promise is pending: the buttons are disabled meanwhile. */
    setBusy(busy: boolean): void;
}
/** The footer buttons of one dialog: what a click does, and `setBtnAction` (spec 4.5). */
export declare class ModalButtons {
    private readonly buttons;
    private readonly host;
    private readonly onClicks;
    private busy;
    constructor(buttons: ButtonSpec[], host: ButtonHost);
    /** `setBtnAction(name, onClick)`: `onClick(wrapper)` replaces the click of button `name`. */
    setAction(name: unknown, onClick: unknown): void;
    /** A click on button `name`; ignored while an action's promise is pending. */
    click(name: string): void;
    /** Runs the action, then closes unless `keepOpen`; a throw or a rejected promise keeps the dialog open. */
    private run;
    private setBusy;
}
