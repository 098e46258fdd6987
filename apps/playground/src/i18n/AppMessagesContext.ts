import { createContext, useContext } from 'react';
import { APP_MESSAGES, type AppMessages } from './appMessages.js';

/** The playground's strings in the chosen language (English outside a provider). */
export const AppMessagesContext = createContext<AppMessages>(APP_MESSAGES.en);

export function useAppMessages(): AppMessages {
  return useContext(AppMessagesContext);
}
