import * as z from 'zod/mini';

/**
 * `GET /api/checkout/restore/:token`: the cart of an abandoned checkout to refill (prices come from
 * the catalogue). Apart from the console's follow-up answers: the checkout parses it, and a module
 * both the console and the checkout loaded would be split into a chunk of its own.
 */
export const RestoreAnswer = z.object({
  locale: z.enum(['en', 'es']),
  items: z.array(z.object({ id: z.string(), quantity: z.number().check(z.int()) })),
});
export type RestoreAnswer = z.infer<typeof RestoreAnswer>;
