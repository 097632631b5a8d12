/**
 * A settings field's edit waiting for a pause in typing, as the block editors' text fields wait
 * (DraftTextInput): each new value replaces the one waiting and restarts the delay; the waiting value goes to
 * the builder when the delay has passed, or at once on flush (the field left, Enter, the drawer closed, another
 * page opened, Ctrl+S), so what was typed is never lost and one pause is one undo step.
 */
export class PendingCommit<T> {
  private waiting: { value: T; commit(value: T): void } | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly delayMs: number) {}

  /** `commit` is the one of the moment of the edit: by the time the delay ends another page may be shown. */
  schedule(value: T, commit: (value: T) => void): void {
    clearTimeout(this.timer);
    this.waiting = { value, commit };
    this.timer = setTimeout(() => this.flush(), this.delayMs);
  }

  flush(): void {
    clearTimeout(this.timer);
    const edit = this.waiting;
    this.waiting = null;
    edit?.commit(edit.value);
  }

  /** What was typed since is not a value to keep (an invalid limit, or the stored one changed by undo). */
  cancel(): void {
    clearTimeout(this.timer);
    this.waiting = null;
  }

  get pending(): boolean {
    return this.waiting !== null;
  }
}
