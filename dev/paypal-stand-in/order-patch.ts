import { z } from 'zod';
import {
  AddressPortable,
  errors,
  SHIPPING_TYPES,
  ShippingName,
  schemaIssue,
  shippingAddressRefusal,
} from './contract';

/**
 * `PATCH /v2/checkout/orders/{id}` as PayPal's contract describes it: a JSON Patch whose paths
 * name a purchase unit by reference (`/purchase_units/@reference_id=='default'/shipping/address`),
 * PayPal's own reading of `add` and `replace` ("Cannot add a property that's already present, use
 * replace. … Cannot replace a property thats not present, use add."), and the contract's errors.
 * The stand-in models the shipping fields the shop patches (`shipping.address`, `.name`, `.type`);
 * the other fields PayPal lets a merchant patch are refused as not supported here.
 */

type PurchaseUnit = Record<string, unknown>;
type Refusal = { ok: false; status: number; body: unknown };

const Operation = z
  .object({
    op: z.string().optional(),
    path: z.string().optional(),
    value: z.unknown().optional(),
    from: z.string().optional(),
  })
  .passthrough();
const PatchRequest = z.array(Operation);

const OPS = ['add', 'remove', 'replace', 'move', 'copy', 'test'];
const UNIT_PATH = /^\/purchase_units\/@reference_id=='([^']*)'\/(.+)$/;

/** What the stand-in patches, each with its value's schema (PayPal allows add and replace). */
const SHIPPING_FIELDS: Record<string, z.ZodType> = {
  'shipping/address': AddressPortable,
  'shipping/name': ShippingName,
  'shipping/type': z.enum(SHIPPING_TYPES),
};

/** Fields PayPal lets a merchant patch that the stand-in does not model. */
const PATCHABLE_ELSEWHERE =
  /^(\/intent|\/payer|\/purchase_units|\/application_context\/client_configuration|\/purchase_units\/@reference_id=='[^']*'\/(custom_id|description|payee\/email|soft_descriptor|amount|items|invoice_id|payment_instruction(\/.*)?|supplementary_data\/(airline|card)))$/;

const invalidOperation = (): Refusal => ({
  ok: false,
  status: 400,
  body: errors.invalid(
    '/op',
    "The operation cannot be honored. Cannot add a property that's already present, use replace. Cannot remove a property thats not present, use add. Cannot replace a property thats not present, use add.",
    'INVALID_PATCH_OPERATION',
  ),
});

/** The purchase units with every operation applied, or PayPal's refusal of the first bad one. */
export function patchPurchaseUnits(
  units: readonly PurchaseUnit[],
  body: unknown,
): { ok: true; units: PurchaseUnit[] } | Refusal {
  const parsed = PatchRequest.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      status: 400,
      body: errors.invalid('/', 'The request JSON is not well formed.', 'MALFORMED_REQUEST_JSON'),
    };
  }
  // Applied to a copy: a refused operation leaves the order as it was, earlier operations too.
  const patched = structuredClone(units) as PurchaseUnit[];
  for (const operation of parsed.data) {
    const refusal = apply(patched, operation);
    if (refusal) return refusal;
  }
  return { ok: true, units: patched };
}

function apply(units: PurchaseUnit[], operation: z.infer<typeof Operation>): Refusal | null {
  const { op, path } = operation;
  if (op === undefined) {
    return {
      ok: false,
      status: 400,
      body: errors.invalid(
        '/op',
        'A required field / parameter is missing.',
        'MISSING_REQUIRED_PARAMETER',
      ),
    };
  }
  if (!OPS.includes(op)) {
    return {
      ok: false,
      status: 400,
      body: errors.invalid('/op', 'The value of a field is invalid.', 'INVALID_PARAMETER_VALUE'),
    };
  }
  if (path === undefined) {
    return unprocessable(
      'PATCH_PATH_REQUIRED',
      "Please specify a 'path' for the field for which the operation needs to be performed.",
    );
  }
  if (!path.startsWith('/')) {
    return unprocessable(
      'INVALID_JSON_POINTER_FORMAT',
      'Path should be a valid JSON Pointer https://tools.ietf.org/html/rfc6901 that references a location within the request where the operation is performed.',
    );
  }
  const match = UNIT_PATH.exec(path);
  const field = match?.[2] ?? '';
  const schema = SHIPPING_FIELDS[field];
  if (!match || !schema) {
    if (PATCHABLE_ELSEWHERE.test(path)) {
      return unprocessable(
        'UNSUPPORTED_PATCH_PARAMETER_VALUE',
        'The value specified for this field is not currently supported.',
      );
    }
    return {
      ok: false,
      status: 400,
      body: errors.invalid(path, 'Field cannot be patched.', 'FIELD_NOT_PATCHABLE'),
    };
  }
  const unit = units.find((candidate) => candidate.reference_id === match[1]);
  if (!unit) {
    return unprocessable(
      'REFERENCE_ID_NOT_FOUND',
      'Filter expression value is incorrect. Please check the value of the reference_id and try again.',
    );
  }
  if (op !== 'add' && op !== 'replace') return invalidOperation();
  if (!('value' in operation) || operation.value === undefined) {
    return unprocessable(
      'PATCH_VALUE_REQUIRED',
      "Please specify a 'value' to for the field that is being patched.",
    );
  }
  const key = field.slice('shipping/'.length);
  const shipping = (unit.shipping ?? {}) as Record<string, unknown>;
  const present = shipping[key] !== undefined;
  if ((op === 'add' && present) || (op === 'replace' && !present)) return invalidOperation();

  const value = schema.safeParse(operation.value);
  if (!value.success) {
    const issue = value.error.issues[0];
    return {
      ok: false,
      status: 400,
      body: errors.invalid(
        `${path}/${issue?.path.join('/') ?? ''}`,
        issue?.message ?? 'Invalid',
        schemaIssue(issue),
      ),
    };
  }
  if (key === 'address') {
    const refusal = shippingAddressRefusal(value.data as z.infer<typeof AddressPortable>, path);
    if (refusal) return { ok: false, ...refusal };
  }
  unit.shipping = { ...shipping, [key]: value.data };
  return null;
}

function unprocessable(issue: string, description: string): Refusal {
  return { ok: false, status: 422, body: errors.unprocessable(issue, description) };
}
