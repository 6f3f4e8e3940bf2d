import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { INVOICE_MESSAGES } from '@common/invoices';
import { CfdiError } from './cfdi-error';

/** An element as fast-xml-parser gives it: attributes under '@name', children under 'prefix:Name'. */
export type XmlElement = { [key: string]: unknown };

/** Elements that may repeat in a CFDI; always read as arrays. */
const REPEATED = new Set(['Concepto', 'Traslado', 'Retencion', 'CfdiRelacionado', 'Parte']);

export const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);
export const prefixOf = (qualified: string) =>
  qualified.includes(':') ? qualified.slice(0, qualified.indexOf(':')) : '';

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseAttributeValue: false,
  parseTagValue: false,
  trimValues: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: false,
  isArray: (tagName) => REPEATED.has(localName(tagName)),
});

const BOM = '\uFEFF';

/**
 * The document's root element and its qualified name. Refuses what a SAT invoice never is: text that
 * is not XML, malformed XML, and any DOCTYPE (entity declarations are how XML bombs expand).
 */
export function parseXmlRoot(bytes: Uint8Array): { name: string; element: XmlElement } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new CfdiError('not_xml', INVOICE_MESSAGES.notXml);
  }
  if (text.startsWith(BOM)) text = text.slice(BOM.length);
  if (!text.trimStart().startsWith('<')) throw new CfdiError('not_xml', INVOICE_MESSAGES.notXml);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new CfdiError('doctype', INVOICE_MESSAGES.doctype);
  if (XMLValidator.validate(text) !== true) throw new CfdiError('malformed_xml', INVOICE_MESSAGES.malformed);
  const document = parser.parse(text) as XmlElement;
  const roots = Object.keys(document).filter((key) => !key.startsWith('#') && !key.startsWith('?'));
  const element = roots.length === 1 ? document[roots[0]] : undefined;
  if (!element || typeof element !== 'object' || Array.isArray(element))
    throw new CfdiError('not_cfdi', INVOICE_MESSAGES.notCfdi);
  return { name: roots[0], element: element as XmlElement };
}

/** The namespace a prefix is bound to on `element` or, failing that, on `outer` (the root). */
export function namespaceOf(prefix: string, element: XmlElement, outer?: XmlElement): string | undefined {
  const attribute = prefix ? `@xmlns:${prefix}` : '@xmlns';
  const value = element[attribute] ?? outer?.[attribute];
  return typeof value === 'string' ? value : undefined;
}

/** Child elements of `element` named `prefix:local`, always as a list. */
export function children(element: XmlElement | undefined, prefix: string, local: string): XmlElement[] {
  const value = element?.[prefix ? `${prefix}:${local}` : local];
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is XmlElement => typeof item === 'object' && item !== null);
}

export const child = (element: XmlElement | undefined, prefix: string, local: string) =>
  children(element, prefix, local)[0];

export function attribute(element: XmlElement | undefined, name: string): string | null {
  const value = element?.[`@${name}`];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
