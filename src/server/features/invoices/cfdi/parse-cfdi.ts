import { INVOICE_MESSAGES, type Cfdi, type InvoiceLine, type InvoiceTax } from '@common/invoices';
import { CfdiError } from './cfdi-error';
import { unitOfCfdiLine } from './sat-units';
import {
  attribute,
  child,
  children,
  localName,
  namespaceOf,
  parseXmlRoot,
  prefixOf,
  type XmlElement,
} from './xml-tree';

/** The CFDI namespaces of Anexo 20 and the version each carries. */
const CFDI_NAMESPACES: Record<string, Cfdi['version']> = {
  'http://www.sat.gob.mx/cfd/4': '4.0',
  'http://www.sat.gob.mx/cfd/3': '3.3',
};
const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
/** c_Impuesto. */
const TAXES: Record<string, InvoiceTax['tax']> = { '001': 'ISR', '002': 'IVA', '003': 'IEPS' };
const FACTORS = new Set<InvoiceTax['factor']>(['Tasa', 'Cuota', 'Exento']);
/** Anexo 20's decimal types (t_Importe and friends): digits, an optional point and decimals. */
const DECIMAL = /^\d{1,18}(\.\d{1,6})?$/;
/** Anexo 20's t_FechaH: local date and time without an offset. */
const DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function required(element: XmlElement | undefined, name: string): string {
  const value = attribute(element, name);
  if (value === null) throw new CfdiError('missing_field', INVOICE_MESSAGES.missingField(name));
  return value;
}

function decimal(element: XmlElement | undefined, name: string, fallback?: string): string {
  const value = attribute(element, name) ?? fallback;
  if (value === undefined) throw new CfdiError('missing_field', INVOICE_MESSAGES.missingField(name));
  if (!DECIMAL.test(value)) throw new CfdiError('bad_number', INVOICE_MESSAGES.badNumber(name));
  return value;
}

function dateTime(root: XmlElement): string {
  const value = required(root, 'Fecha');
  if (!DATE_TIME.test(value)) throw new CfdiError('bad_date', INVOICE_MESSAGES.badDate);
  return value;
}

function tax(element: XmlElement, withheld: boolean): InvoiceTax | null {
  const name = TAXES[required(element, 'Impuesto')];
  // A withholding carries no TipoFactor or Base in Anexo 20; it is kept with the transferred rate's shape.
  const factor = (attribute(element, 'TipoFactor') ?? 'Tasa') as InvoiceTax['factor'];
  if (!name || !FACTORS.has(factor)) throw new CfdiError('bad_tax', INVOICE_MESSAGES.missingField('Impuesto'));
  const exempt = factor === 'Exento';
  return {
    tax: name,
    factor,
    rate: exempt ? null : decimal(element, 'TasaOCuota', withheld ? '0' : undefined),
    base: decimal(element, 'Base', withheld ? '0' : undefined),
    amount: exempt ? null : decimal(element, 'Importe'),
    withheld,
  };
}

function lineTaxes(concept: XmlElement, prefix: string): InvoiceTax[] {
  const taxes = child(concept, prefix, 'Impuestos');
  const transferred = children(child(taxes, prefix, 'Traslados'), prefix, 'Traslado').map((item) => tax(item, false));
  const withheld = children(child(taxes, prefix, 'Retenciones'), prefix, 'Retencion').map((item) => tax(item, true));
  return [...transferred, ...withheld].filter((item): item is InvoiceTax => item !== null);
}

function line(concept: XmlElement, prefix: string): InvoiceLine {
  const unitCode = required(concept, 'ClaveUnidad');
  return {
    description: required(concept, 'Descripcion'),
    productCode: required(concept, 'ClaveProdServ'),
    supplierCode: attribute(concept, 'NoIdentificacion'),
    quantity: decimal(concept, 'Cantidad'),
    unitCode,
    unit: unitOfCfdiLine(unitCode, attribute(concept, 'Unidad')),
    unitPrice: decimal(concept, 'ValorUnitario'),
    discount: decimal(concept, 'Descuento', '0'),
    amount: decimal(concept, 'Importe'),
    taxes: lineTaxes(concept, prefix),
  };
}

/** The stamp's UUID, from the TimbreFiscalDigital inside Complemento (its namespace checked). */
function stampUuid(root: XmlElement, prefix: string): string {
  for (const complement of children(root, prefix, 'Complemento')) {
    for (const [key, value] of Object.entries(complement)) {
      if (localName(key) !== 'TimbreFiscalDigital' || typeof value !== 'object' || value === null) continue;
      const stamp = (Array.isArray(value) ? value[0] : value) as XmlElement;
      if (namespaceOf(prefixOf(key), stamp, root) !== TFD_NAMESPACE) continue;
      const uuid = attribute(stamp, 'UUID');
      if (uuid && UUID.test(uuid)) return uuid.toUpperCase();
    }
  }
  throw new CfdiError('not_stamped', INVOICE_MESSAGES.notStamped);
}

function documentType(root: XmlElement): Cfdi['type'] {
  const type = required(root, 'TipoDeComprobante');
  if (type === 'I' || type === 'E') return type;
  if (type === 'P') throw new CfdiError('payment_complement', INVOICE_MESSAGES.payment);
  throw new CfdiError('unsupported_type', INVOICE_MESSAGES.unsupportedType);
}

/**
 * One CFDI (Anexo 20, versions 4.0 and 3.3) from its XML bytes, amounts as printed. Throws CfdiError
 * (Spanish) for anything that is not a stamped income invoice or credit note.
 */
export function parseCfdi(bytes: Uint8Array): Cfdi {
  const { name, element: root } = parseXmlRoot(bytes);
  const prefix = prefixOf(name);
  const version = CFDI_NAMESPACES[namespaceOf(prefix, root) ?? ''];
  if (localName(name) !== 'Comprobante' || !version) throw new CfdiError('not_cfdi', INVOICE_MESSAGES.notCfdi);
  if (attribute(root, 'Version') !== version)
    throw new CfdiError('unsupported_version', INVOICE_MESSAGES.unsupportedVersion);
  const type = documentType(root);
  const issuer = child(root, prefix, 'Emisor');
  const receiver = child(root, prefix, 'Receptor');
  const currency = required(root, 'Moneda');
  return {
    uuid: stampUuid(root, prefix),
    version,
    type,
    relation: attribute(child(root, prefix, 'CfdiRelacionados'), 'TipoRelacion'),
    series: attribute(root, 'Serie'),
    folio: attribute(root, 'Folio'),
    date: dateTime(root),
    issuer: { rfc: required(issuer, 'Rfc').toUpperCase(), name: attribute(issuer, 'Nombre') },
    receiver: { rfc: required(receiver, 'Rfc').toUpperCase(), name: attribute(receiver, 'Nombre') },
    currency,
    exchangeRate: currency === 'MXN' ? '1' : decimal(root, 'TipoCambio', currency === 'XXX' ? '1' : undefined),
    subtotal: decimal(root, 'SubTotal'),
    discount: decimal(root, 'Descuento', '0'),
    total: decimal(root, 'Total'),
    lines: children(child(root, prefix, 'Conceptos'), prefix, 'Concepto').map((concept) => line(concept, prefix)),
  };
}
