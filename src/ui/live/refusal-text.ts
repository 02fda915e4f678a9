import type { Catalog } from '../../i18n/en';
import { isPreviewHostRefusal } from '../../net/penguin-errors';

/** A server's refusal as shown: followed by what to change when no sign-in can fix it. */
export const refusalText = (message: string, words: Catalog['live']): string =>
  isPreviewHostRefusal(message) ? `${message}. ${words.login.previewHostAdvice}` : message;
