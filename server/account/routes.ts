import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { ADDRESS_BOOK_CAP, type Address } from '#domain/address';
import type { AccountDataAnswer, DeleteAccountAnswer, ProfileAnswer } from '#domain/answers';
import { ORDER_LOCALES } from '#domain/order/order';
import { type AddressInput, AddressInputSchema, ContactInputSchema } from '#domain/payments-api';
import type { OrderMailer } from '../mail/mailer';
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
 * And the account's details and address book (docs/api.md), each answering the whole of it
 * (`ProfileAnswer`): `GET /api/me/profile`; `PUT /api/me/profile` `{ name, phone }`; `PUT
 * /api/me/email-language` `{ emailLocale: 'en' | 'es' | null }`; `POST /api/me/addresses`
 * `{ address, makeDefault? }` (`409 ADDRESS_BOOK_FULL` past ADDRESS_BOOK_CAP; the same address
 * twice is kept once); `PUT /api/me/addresses/:id` `{ address }`; `POST
 * /api/me/addresses/:id/default`; `DELETE /api/me/addresses/:id`. Input is checked by the
 * checkout's rules (`400 ADDRESS_INVALID` or `CONTACT_INVALID` naming the field; nothing kept);
 * an id that is not the account's is `404 ADDRESS_NOT_FOUND`, whoever else it belongs to.
 */

const AddressBody = z.object({ address: AddressInputSchema, makeDefault: z.boolean().optional() });
const DetailsBody = z.object({
  name: ContactInputSchema.shape.name,
  phone: ContactInputSchema.shape.phone,
});
const EmailLanguageBody = z.object({ emailLocale: z.enum(ORDER_LOCALES).nullable() });
const IdParams = z.object({ id: z.string().min(1).max(64) });

export interface AccountRoutesOptions {
  store: AccountStore;
  /** The mail area: the emails about the buyer's orders, for their data download. */
  emails: Pick<OrderMailer, 'emailsOfBuyer'>;
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

  const book = async (uid: string): Promise<ProfileAnswer> => {
    const [profile, addresses] = await Promise.all([store.details(uid), store.addresses(uid)]);
    return { profile, addresses };
  };
  const invalid = (reply: FastifyReply, error: z.ZodError, message: string) => {
    const field = error.issues[0]?.path.at(-1);
    return reply.code(400).send({
      error: 'ADDRESS_INVALID',
      message,
      ...(typeof field === 'string' ? { field } : {}),
    });
  };
  const notFound = (reply: FastifyReply) =>
    reply
      .code(404)
      .send({ error: 'ADDRESS_NOT_FOUND', message: 'This account has no such address.' });
  const ADDRESS_SHAPE = 'Send { address: { street, line2, city, state, zip, country } }.';
  /** The address as stored, or null once the reply says why not. */
  const addressOf = (reply: FastifyReply, input: AddressInput): Address | null => {
    try {
      const address = checkedAddress(input);
      if (!address) throw new ApiError(400, 'ADDRESS_INVALID', 'address: required.');
      return address;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      void reply.code(error.statusCode).send(error.toBody());
      return null;
    }
  };

  app.get('/me/profile', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    return book(user.uid);
  });

  app.put('/me/profile', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const body = DetailsBody.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({
        error: 'CONTACT_INVALID',
        message: 'Send { name, phone }.',
        field: body.error.issues[0]?.path.at(-1) === 'phone' ? 'phone' : 'name',
      });
    }
    // A phone without its country code is read in the country of the default address.
    const home = (await store.addresses(user.uid)).find((entry) => entry.isDefault);
    try {
      await store.saveDetails(user.uid, checkedRecipient(body.data, home?.address.country ?? null));
    } catch (error) {
      if (error instanceof ApiError) return reply.code(error.statusCode).send(error.toBody());
      throw error;
    }
    return book(user.uid);
  });

  app.put('/me/email-language', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const body = EmailLanguageBody.safeParse(request.body);
    if (!body.success) {
      return reply.code(400).send({
        error: 'EMAIL_LANGUAGE_INVALID',
        message: "Send { emailLocale: 'en' | 'es' | null }.",
        field: 'emailLocale',
      });
    }
    await store.setEmailLocale(user.uid, body.data.emailLocale);
    return book(user.uid);
  });

  app.post('/me/addresses', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error, ADDRESS_SHAPE);
    const address = addressOf(reply, body.data.address);
    if (!address) return reply;
    const outcome = await store.addAddress(user.uid, address, {
      makeDefault: body.data.makeDefault ?? false,
      cap: ADDRESS_BOOK_CAP,
    });
    if (outcome === 'full') {
      return reply.code(409).send({
        error: 'ADDRESS_BOOK_FULL',
        message: `An account keeps up to ${ADDRESS_BOOK_CAP} addresses: delete one to add another.`,
      });
    }
    return reply.code(outcome === 'added' ? 201 : 200).send(await book(user.uid));
  });

  app.put('/me/addresses/:id', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const params = IdParams.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const body = AddressBody.safeParse(request.body);
    if (!body.success) return invalid(reply, body.error, ADDRESS_SHAPE);
    const address = addressOf(reply, body.data.address);
    if (!address) return reply;
    if (!(await store.updateAddress(user.uid, params.data.id, address))) return notFound(reply);
    return book(user.uid);
  });

  app.post(
    '/me/addresses/:id/default',
    async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
      const user = await readUser(request, options.idTokenVerifier);
      if (!user) return unauthenticated(reply);
      const params = IdParams.safeParse(request.params);
      if (!params.success || !(await store.makeDefault(user.uid, params.data.id))) {
        return notFound(reply);
      }
      return book(user.uid);
    },
  );

  app.delete('/me/addresses/:id', async (request, reply): Promise<ProfileAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier);
    if (!user) return unauthenticated(reply);
    const params = IdParams.safeParse(request.params);
    if (!params.success || !(await store.deleteAddress(user.uid, params.data.id))) {
      return notFound(reply);
    }
    return book(user.uid);
  });

  app.get('/me/data', async (request, reply): Promise<AccountDataAnswer | FastifyReply> => {
    const user = await readUser(request, options.idTokenVerifier, { checkRevoked: true });
    if (!user) return unauthenticated(reply);
    const [record, orders, emails, { profile, addresses }] = await Promise.all([
      directory?.lookUp(user.uid) ?? null,
      store.orders(user.uid),
      options.emails.emailsOfBuyer(user.uid, user.verifiedEmail ?? null),
      book(user.uid),
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
      profile,
      addresses,
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
