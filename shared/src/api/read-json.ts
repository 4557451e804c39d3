import type { ResponsePromise } from 'ky';
import { toApiError } from './to-api-error';

/** The JSON body of a call (undefined when empty, e.g. 204); failures become ApiError. */
export const readJson = async <T>(call: () => ResponsePromise): Promise<T> => {
  try {
    const response = await call();
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  } catch (error) {
    throw await toApiError(error);
  }
};
