import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';

/** The message bubble (own or received) containing `text`. */
export const messageBubble = (scope: Page | Locator, text: string) =>
  scope.getByTestId('chat-message').filter({ hasText: text });

export const messageComposer = (scope: Page | Locator) => ({
  input: scope.getByRole('textbox', { name: 'Mensaje' }),
  send: scope.getByRole('button', { name: 'Enviar mensaje' }),
  attach: scope.getByRole('button', { name: 'Adjuntar archivo' }),
});

/** The unread badge on the bottom navigation's 'Mensajes' item. */
export const navBadge = (page: Page) =>
  page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: /Mensajes/ })
    .getByLabel(/sin leer/);

/** A minimal valid one-page PDF. */
export function samplePdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A small real PNG. */
export function samplePng(): Promise<Buffer> {
  return sharp({ create: { width: 120, height: 80, channels: 3, background: '#c53030' } })
    .png()
    .toBuffer();
}
