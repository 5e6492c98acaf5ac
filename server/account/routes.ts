import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type {
  AccountDataAnswer,
  DeleteAccountAnswer,
  SavedAddressAnswer,
} from '../../domain/answers';
import { AddressInputSchema, ContactInputSchema } from '../../domain/payments-api';
import { ApiError } from '../platform/api-error';
import type { AccountDirectory } from '../platform/auth/accounts';
import { type IdTokenVerifier, readUser } from '../platform/auth/id-token';
import { checkedAddress, checkedRecipient } from '../platform/checked-input';
import type { AccountStore } from './store';

/**
 * The buyer's data rights (ARCO), for the signed-in buyer only (`Authorization: Bearer <ID
 * token>`, checked against revocation: these routes hand out or erase a person's data):
 * `GET /api/me/data`, everything the shop holds about the account, as a JSON download;
 * `DELETE /api/me`, the account deleted at Firebase, its orders kept for accounting without it.
 * Both are recorded in `account_events`. `DELETE /api/me` exists only with Firebase configured.
 *
 * And the address the buyer keeps for their next order: `GET /api/me/address` (null when none),
 * `PUT /api/me/address` `{ name, phone, address }` checked by the create-order's rules (`400
 * ADDRESS_INVALID` or `CONTACT_INVALID` naming the field; nothing kept), `DELETE /api/me/address`
 * (answering `{ savedAddress: null }`, as `GET` does when none is kept).
 */

/** What `PUT /api/me/address` takes: the recipient and the address, as the checkout sends them. */
const SavedAddressInput = z.object({
  name: ContactInputSchema.shape.name,
  phone: ContactInputSchema.shape.phone,
  address: AddressInputSchema,
});

export interface AccountRoutesOptions {
  store: AccountStore;
  idTokenVerifier?: IdTokenVerifier | undefined;
  directory?: AccountDirectory | undefined;
  now?: () => Date;
}

const unauthenticated = (reply: FastifyReply) =>
  reply
    .code(401)
    .header('www-authenticate', 'Bearer')
    .send({ error: 'UNAUTHENTICATED', message: 'Sign in to manage your account.' });

export async function registerAccountRoutes(app: FastifyInstance, options: AccountRoutesOptions) {
  const { store, directory, now = () => new Date() } = options;
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/me/address', async (request, reply): Promise<SavedAddressAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    return { savedAddress: await store.savedAddress(user.uid) };
  });

  app.put('/me/address', async (request, reply): Promise<SavedAddressAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const body = SavedAddressInput.safeParse(request.body);
    if (!body.success) {
      const field = body.error.issues[0]?.path.at(-1);
      return reply.code(400).send({
        error: 'ADDRESS_INVALID',
        message: 'Send { name, phone, address: { street, line2, city, state, zip, country } }.',
        ...(typeof field === 'string' ? { field } : {}),
      });
    }
    try {
      const address = checkedAddress(body.data.address);
      if (!address) throw new ApiError(400, 'ADDRESS_INVALID', 'address: required.');
      const recipient = checkedRecipient(body.data, address.country);
      return { savedAddress: await store.saveAddress(user.uid, { ...recipient, address }) };
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
      throw error;
    }
  });

  app.delete('/me/address', async (request, reply): Promise<SavedAddressAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    await store.forgetAddress(user.uid);
    return { savedAddress: null };
  });

  app.get('/me/data', async (request, reply): Promise<AccountDataAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier, { checkRevoked: true });
    if (!user) return unauthenticated(reply);
    const [record, orders, emails, savedAddress] = await Promise.all([
      directory?.lookUp(user.uid) ?? null,
      store.orders(user.uid),
      store.emails(user.uid, user.verifiedEmail ?? null),
      store.savedAddress(user.uid),
    ]);
    await store.recordExport(user.uid, { orders: orders.length, emails: emails.length });
    const exportedAt = now().toISOString();
    reply.header(
      'content-disposition',
      `attachment; filename="ely-my-data-${exportedAt.slice(0, 10)}.json"`,
    );
    return {
      exportedAt,
      account: {
        uid: user.uid,
        email: record?.email ?? user.email,
        emailVerified: record?.emailVerified ?? user.verifiedEmail !== undefined,
        displayName: record?.displayName ?? null,
        phoneNumber: record?.phoneNumber ?? null,
        createdAt: record?.createdAt ?? null,
        providers: record?.providers ?? [],
      },
      orders,
      savedAddress,
      emails,
    };
  });

  // Without the identity provider's accounts (no Firebase configured) there is no account to
  // delete: the route does not exist.
  if (!directory) return;
  app.delete('/me', async (request, reply): Promise<DeleteAccountAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier, { checkRevoked: true });
    if (!user) return unauthenticated(reply);
    let providerFailed = false;
    try {
      const ordersKept = await store.leave(user.uid, () =>
        directory.delete(user.uid).catch((error: unknown) => {
          providerFailed = true;
          throw error;
        }),
      );
      request.log.info({ uid: user.uid, ordersKept }, 'account deleted by its owner');
      return { deleted: true, ordersKept };
    } catch (error) {
      if (!providerFailed) throw error;
      request.log.error({ err: error, uid: user.uid }, 'Firebase did not delete the account');
      return reply.code(502).send({
        error: 'ACCOUNT_NOT_DELETED',
        message: 'Your account could not be deleted just now; nothing was changed. Try again.',
      });
    }
  });
}
