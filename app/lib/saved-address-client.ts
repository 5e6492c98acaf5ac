import type { Address } from '../../domain/address';
import {
  type SavedAddressAnswer,
  SavedAddressAnswer as SavedAddressSchema,
} from '../../domain/answers';
import { callApi } from './api-client';

/**
 * The signed-in buyer's saved address (`/api/me/address`): what the checkout fills in and keeps,
 * and what the account page shows and forgets. Each throws ApiCallError.
 */

export type SavedAddress = NonNullable<SavedAddressAnswer['savedAddress']>;

export async function fetchSavedAddress(
  idToken: string,
  signal?: AbortSignal,
): Promise<SavedAddress | null> {
  const answer = await callApi({
    path: '/api/me/address',
    idToken,
    answer: SavedAddressSchema,
    signal,
  });
  return answer.savedAddress;
}

export async function saveAddress(
  idToken: string,
  saved: { name: string; phone: string; address: Address },
): Promise<SavedAddress | null> {
  const answer = await callApi({
    method: 'PUT',
    path: '/api/me/address',
    idToken,
    body: saved,
    answer: SavedAddressSchema,
  });
  return answer.savedAddress;
}

export async function forgetSavedAddress(idToken: string): Promise<void> {
  await callApi({
    method: 'DELETE',
    path: '/api/me/address',
    idToken,
    answer: SavedAddressSchema,
  });
}
