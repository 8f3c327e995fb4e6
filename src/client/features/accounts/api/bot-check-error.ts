/** The bot check could not be completed in the browser: show 'Please verify that you are not a robot'. */
export class BotCheckError extends Error {
  override readonly name = 'BotCheckError';

  constructor() {
    super('Please verify that you are not a robot');
  }
}
