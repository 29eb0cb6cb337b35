import { PRERENDERED_BOOT_GLOBAL } from '@portal/contracts';

/**
 * The object a prerendered public page's boot script (apps/web/build/prerender.ts, BOOT_SCRIPT) leaves
 * on `window`: it starts the app at the visitor's first interaction and, until the app has adopted
 * the page, holds a form's submission and a button's click here, which the app replays once the
 * page is its own.
 */
export interface PrerenderedBoot {
  started: boolean;
  /** True once the app has adopted the page: the boot script holds nothing more. */
  adopted: boolean;
  /** Each field typed into before then, with its value as typed (latest last). */
  typed: [HTMLInputElement | HTMLTextAreaElement, string][];
  /** A form the visitor sent before the app ran it (its submission was stopped). */
  submit: HTMLFormElement | null;
  /** A button (`type="button"`) pressed before the app ran it. */
  click: HTMLElement | null;
}

/** The boot script's object, on a prerendered page the app has not adopted yet. */
export function pendingPrerenderedBoot(): PrerenderedBoot | undefined {
  const boot = (window as unknown as Record<string, PrerenderedBoot | undefined>)[PRERENDERED_BOOT_GLOBAL];
  return boot && !boot.adopted ? boot : undefined;
}

/**
 * Types `value` into a field as the visitor did, so that React's change tracking reports it: React
 * keeps the last value it knows in a setter on the element itself, which a plain assignment goes
 * through; the prototype's setter then changes the value without telling it, and the `input` event
 * reports the difference as a change (what React itself does behind its unreleased
 * `enableHydrationChangeEvent` flag).
 */
function replayTyping(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  field.value = value === '' ? ' ' : '';
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Presses a button as a mouse does: the whole sequence, since a widget may act on the press itself
 * (Mantine's show-password toggle acts on `mousedown`, to keep the focus in its field).
 */
function replayPress(button: HTMLElement): void {
  for (const type of ['mousedown', 'mouseup'])
    button.dispatchEvent(new MouseEvent(type, { bubbles: true, cancelable: true, view: window }));
  button.click();
}

/**
 * Hands what the visitor did before the app ran over to the app, once React has adopted the page:
 * each field typed into is typed into again with its last value (the DOM alone cannot be trusted
 * to keep it: any render of a controlled field puts back the value its state holds), then a held
 * submission is sent again, or a held button pressed again, on the next task (after the state
 * updates have rendered). The public pages' forms have text fields only.
 */
export function adoptPrerenderedPage(boot: PrerenderedBoot): void {
  boot.adopted = true;
  const lastValues = new Map(boot.typed);
  boot.typed = [];
  for (const [field, value] of lastValues) if (field.isConnected) replayTyping(field, value);
  const { submit, click } = boot;
  boot.submit = null;
  boot.click = null;
  window.setTimeout(() => {
    if (submit?.isConnected) submit.requestSubmit();
    else if (click?.isConnected) replayPress(click);
  }, 0);
}
