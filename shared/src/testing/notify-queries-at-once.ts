import { notifyManager } from '@tanstack/react-query';

/**
 * Makes the query cache tell a page about an answer at once rather than on the next tick, so that what a test
 * sees right after an action does not depend on how many ticks the machine runs meanwhile (jest setup only).
 */
export const notifyQueriesAtOnce = (): void => notifyManager.setScheduler((callback) => callback());
