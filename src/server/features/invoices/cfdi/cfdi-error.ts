/** Why one invoice file cannot be read; `message` is the Spanish text the user sees. */
export class CfdiError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CfdiError';
  }
}
