/** Where refused or unapplied payment notifications are logged: one JSON line each on stderr, beside the request log. */
export const gatewayLog = {
  warn(fields: object, message: string): void {
    console.warn(JSON.stringify({ level: "warn", msg: message, ...fields }));
  },
};
