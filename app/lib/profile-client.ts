import type { Address } from '#domain/address';
import { ProfileAnswer } from '#domain/answers';
import type { OrderLocale } from '#domain/order/order';
import { callApi } from './api-client';

/**
 * The signed-in buyer's details and address book (`/api/me/profile`, `/api/me/addresses`): what
 * the checkout offers and keeps, and what the account page shows and changes. Each answers the
 * whole book, and throws ApiCallError (`field` names what a refusal is about).
 */

export type Profile = ProfileAnswer;
export type BookAddress = ProfileAnswer['addresses'][number];

const call = (
  idToken: string,
  path: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET',
  body?: unknown,
  signal?: AbortSignal,
) => callApi({ method, path, idToken, body, answer: ProfileAnswer, signal });

export const fetchProfile = (idToken: string, signal?: AbortSignal) =>
  call(idToken, '/api/me/profile', 'GET', undefined, signal);

export const saveDetails = (idToken: string, details: { name: string; phone: string }) =>
  call(idToken, '/api/me/profile', 'PUT', details);

export const saveEmailLanguage = (idToken: string, emailLocale: OrderLocale | null) =>
  call(idToken, '/api/me/email-language', 'PUT', { emailLocale });

export const addAddress = (idToken: string, address: Address, makeDefault = false) =>
  call(idToken, '/api/me/addresses', 'POST', { address, makeDefault });

export const updateAddress = (idToken: string, id: string, address: Address) =>
  call(idToken, `/api/me/addresses/${encodeURIComponent(id)}`, 'PUT', { address });

export const makeDefaultAddress = (idToken: string, id: string) =>
  call(idToken, `/api/me/addresses/${encodeURIComponent(id)}/default`, 'POST', {});

export const deleteAddress = (idToken: string, id: string) =>
  call(idToken, `/api/me/addresses/${encodeURIComponent(id)}`, 'DELETE');
