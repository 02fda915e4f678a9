/** A cancellable sleep: `wake()` ends the current wait early (retry now, a human decision). */
export class Sleeper {
  private finish: (() => void) | null = null;

  sleep(ms: number): Promise<void> {
    this.wake();
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        if (this.finish === finish) this.finish = null;
        resolve();
      };
      const timer = setTimeout(finish, Math.max(0, ms));
      this.finish = finish;
    });
  }

  wake(): void {
    this.finish?.();
  }
}
