/**
 * Shares one read among the callers that wait for it, without ever giving a caller a value read before it
 * asked: a caller that arrives while a read is under way waits for the next one, which starts when that
 * read ends. Under load this turns a database read per request into about one per read's duration, and a
 * write committed before a request arrived is always seen by that request.
 */
export function freshRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  let queued: Promise<T> | undefined;

  function start(): Promise<T> {
    const reading = read();
    running = reading;
    const done = () => {
      if (running === reading) running = undefined;
    };
    reading.then(done, done);
    return reading;
  }

  return () => {
    if (!running) return start();
    queued ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        queued = undefined;
        return start();
      });
    return queued;
  };
}
