// Actions the server refused with a 401 (the sign-in expired while the stream stayed open) wait
// here for the reader to sign in, then run again: the reader's click is not lost.
import { NeedsLoginError } from '../net/penguin-errors';

export class SignInGate {
  private parked: (() => void)[] = [];
  /** The server's 401 message while actions wait; null when none does. */
  reason: string | null = null;

  constructor(private readonly onChange: () => void) {}

  /** Settles when `action` went through, after a sign-in if it needed one; other errors reject. */
  run(action: () => Promise<void>): Promise<void> {
    return new Promise((resolve, reject) => {
      const attempt = (): void => {
        action().then(resolve, (e: unknown) => {
          if (!(e instanceof NeedsLoginError)) return reject(e);
          this.parked.push(attempt);
          this.reason = e.message;
          this.onChange();
        });
      };
      attempt();
    });
  }

  /** The reader signed in: what waited runs again. */
  signedIn(): void {
    const waiting = this.parked.splice(0);
    this.reason = null;
    this.onChange();
    for (const attempt of waiting) attempt();
  }
}
