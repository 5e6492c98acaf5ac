import { createHash } from 'node:crypto';
import type {
  InvoiceAvailability,
  InvoiceRequestView,
  InvoiceStatusAnswer,
} from '#domain/invoice/api';
import { INVOICE_ERRORS } from '#domain/invoice/api';
import { checkInvoiceRequest, type InvoiceRequestInput } from '#domain/invoice/request';
import { invoiceWindowClosesAt } from '#domain/invoice/window';
import type { Actor } from '#domain/order/events';
import { ApiError } from '../platform/api-error';
import type { VerifiedUser } from '../platform/auth/id-token';
import { tokenMatches } from '../platform/auth/tokens';
import { checkInvoicePdf, type InvoiceFileProblem, readCfdiXml } from './cfdi-files';
import type { InvoiceFileKind, InvoiceOrder, InvoicesStore, StoredInvoiceRequest } from './store';

/**
 * The invoice (CFDI) requests, as a workflow: the buyer asks on the order page (who may: the
 * receipt link's holder or the signed-in owner, as for the receipt), the operator attaches the
 * factura the PAC stamped, the buyer downloads it. The shop never stamps a CFDI itself: that is
 * the PAC's job (docs/invoices.md).
 */

/** Who is asking about an order: the receipt link's token, the signed-in user, or neither. */
export interface OrderAccess {
  token: string | null;
  user: VerifiedUser | null;
}

/** Stands in for a missing order's token, so a wrong order costs the same comparison. */
const NO_ORDER_TOKEN = createHash('sha256').update('no such order').digest('base64url');

export const notFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'We could not find this order.');

/** The order's owner or the holder of its link; anyone else is told it does not exist. */
function mayUse(order: InvoiceOrder | null, access: OrderAccess): order is InvoiceOrder {
  const tokenOk = tokenMatches(order?.receiptToken ?? NO_ORDER_TOKEN, access.token);
  if (!order) return false;
  return tokenOk || (access.user !== null && order.uid !== null && order.uid === access.user.uid);
}

export function requestView(request: StoredInvoiceRequest): InvoiceRequestView {
  const { personType: _kind, ...view } = request;
  return view;
}

function availabilityOf(order: InvoiceOrder, now: Date): InvoiceAvailability {
  if (order.status === 'PENDING' || order.status === 'DENIED') return 'not-paid';
  if (order.status === 'REFUNDED' || order.status === 'PARTIALLY_REFUNDED') return 'refunded';
  return now < invoiceWindowClosesAt(order.placedAt) ? 'open' : 'window-closed';
}

const sameRequest = (
  stored: StoredInvoiceRequest,
  asked:
    | StoredInvoiceRequest
    | { rfc: string; name: string; taxRegime: string; cfdiUse: string; postalCode: string },
) =>
  stored.rfc === asked.rfc &&
  stored.name === asked.name &&
  stored.taxRegime === asked.taxRegime &&
  stored.cfdiUse === asked.cfdiUse &&
  stored.postalCode === asked.postalCode;

const FILE_PROBLEM_WORDS: Record<InvoiceFileProblem, string> = {
  missing: 'is missing',
  'too-large': 'is larger than 2 MB',
  'not-pdf': 'is not a PDF',
  'not-xml': 'is not well-formed XML',
  'not-cfdi': 'is not a CFDI 4.0 (cfdi:Comprobante)',
  'no-stamp': 'has no SAT stamp (tfd:TimbreFiscalDigital with a UUID)',
};

export class InvoicesService {
  constructor(
    private readonly store: InvoicesStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private async order(orderRef: string, access: OrderAccess): Promise<InvoiceOrder> {
    const order = await this.store.findOrder(orderRef);
    if (!mayUse(order, access)) throw notFound();
    return order;
  }

  /** Where the order's factura stands, for its page. */
  async status(orderRef: string, access: OrderAccess): Promise<InvoiceStatusAnswer> {
    const order = await this.order(orderRef, access);
    return {
      request: order.request ? requestView(order.request) : null,
      availability: availabilityOf(order, this.now()),
      closesAt: invoiceWindowClosesAt(order.placedAt).toISOString(),
    };
  }

  /**
   * The buyer's request. One per order: the same request again (a retry) answers the stored one
   * (`created: false`), a different one 409. The order must be paid, not refunded, and the
   * window open; every field is checked (domain/invoice/request.ts).
   */
  async request(
    orderRef: string,
    access: OrderAccess,
    input: InvoiceRequestInput,
  ): Promise<{ created: boolean; request: InvoiceRequestView }> {
    const order = await this.order(orderRef, access);
    const checked = checkInvoiceRequest(input);
    if (order.request) return this.again(order.request, checked);
    const availability = availabilityOf(order, this.now());
    if (availability === 'not-paid') {
      throw new ApiError(
        409,
        INVOICE_ERRORS.notPaid,
        'This order has not been paid: it cannot be invoiced yet.',
      );
    }
    if (availability === 'refunded') {
      throw new ApiError(
        409,
        INVOICE_ERRORS.refunded,
        'This order was refunded: it cannot be invoiced.',
      );
    }
    if (availability === 'window-closed') {
      throw new ApiError(
        409,
        INVOICE_ERRORS.windowClosed,
        'An invoice can only be requested within the month of purchase.',
        {
          closesAt: invoiceWindowClosesAt(order.placedAt).toISOString(),
        },
      );
    }
    if (!checked.ok) throw invalid(checked.errors);
    const stored = await this.store.createRequest(
      order.orderId,
      checked.request,
      access.user && access.user.uid === order.uid ? access.user.uid : null,
    );
    if (stored) return { created: true, request: requestView(stored) };
    // Another request for this order was stored between the read and the write.
    const raced = (await this.store.findOrder(order.orderId))?.request;
    if (!raced) throw notFound();
    return this.again(raced, checked);
  }

  private again(
    stored: StoredInvoiceRequest,
    checked: ReturnType<typeof checkInvoiceRequest>,
  ): { created: boolean; request: InvoiceRequestView } {
    if (stored.status === 'attached') {
      throw new ApiError(
        409,
        INVOICE_ERRORS.alreadyIssued,
        'The invoice of this order has been issued already.',
        {
          request: requestView(stored),
        },
      );
    }
    if (checked.ok && sameRequest(stored, checked.request)) {
      return { created: false, request: requestView(stored) };
    }
    throw new ApiError(
      409,
      INVOICE_ERRORS.alreadyRequested,
      'An invoice has already been requested for this order.',
      {
        request: requestView(stored),
      },
    );
  }

  /**
   * A file of the order's factura: for its owner or the link's holder, and for operators. Anyone
   * else, and anyone before the factura is attached, is told there is nothing (404).
   */
  async file(
    orderRef: string,
    access: OrderAccess,
    kind: InvoiceFileKind,
  ): Promise<{ orderNumber: string; uuid: string; bytes: Uint8Array }> {
    const order = await this.store.findOrder(orderRef);
    const operator = access.user?.admin === true;
    if (!(operator && order) && !mayUse(order, access)) throw notFound();
    if (!order?.request?.uuid) throw notFound();
    const bytes = await this.store.file(order.orderId, kind);
    if (!bytes) throw notFound();
    return { orderNumber: order.orderNumber, uuid: order.request.uuid, bytes };
  }

  /** The console's list: open requests (or those attached), newest first. */
  async list(status: 'open' | 'attached', limit = 200) {
    const requests = await this.store.listRequests(status, limit);
    return { requests: requests.map(({ personType: _kind, ...view }) => view) };
  }

  countOpen(): Promise<number> {
    return this.store.countOpen();
  }

  /**
   * The operator attaches the PAC's PDF and XML to an open request: each checked by its content,
   * the XML's UUID read from its stamp. The buyer is emailed (the 'invoice' mail, queued with the
   * event).
   */
  async attach(
    orderRef: string,
    files: { pdf: Uint8Array; xml: Uint8Array },
    actor: Actor,
  ): Promise<InvoiceRequestView> {
    const order = await this.store.findOrder(orderRef);
    if (!order) throw notFound();
    const pdfProblem = checkInvoicePdf(files.pdf);
    if (pdfProblem) throw fileInvalid('pdf', pdfProblem);
    const xml = readCfdiXml(files.xml);
    if (!xml.ok) throw fileInvalid('xml', xml.problem);
    if (order.request?.status === 'attached') {
      throw new ApiError(
        409,
        INVOICE_ERRORS.alreadyIssued,
        'The invoice of this order has been attached already.',
      );
    }
    const attached = await this.store.attach(order.orderId, { ...files, uuid: xml.uuid }, actor);
    if (!attached) {
      throw new ApiError(
        409,
        INVOICE_ERRORS.noRequest,
        'Nobody has requested an invoice for this order.',
      );
    }
    return requestView(attached);
  }
}

function invalid(errors: { field: string; problem: string }[]) {
  const first = errors[0];
  return new ApiError(400, INVOICE_ERRORS.invalid, `${first?.field}: ${first?.problem}`, {
    field: first?.field,
    problem: first?.problem,
    fields: errors,
  });
}

function fileInvalid(file: InvoiceFileKind, problem: InvoiceFileProblem) {
  return new ApiError(
    400,
    INVOICE_ERRORS.fileInvalid,
    `The ${file.toUpperCase()} ${FILE_PROBLEM_WORDS[problem]}.`,
    {
      file,
      problem,
    },
  );
}
