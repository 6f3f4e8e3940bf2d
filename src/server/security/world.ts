import type { App } from '../app';
import { createAd, signUpAdmin } from '../test/ads';
import { createCatalogueProduct, createSupplier } from '../test/suppliers';
import { signUp, signUpWithRole, type TestUser } from '../test/users';
import type { Database } from '../platform/db/client';
import { createNotification } from '../features/notifications/service';
import { fixtureBytes } from '../features/invoices/test/fixtures';
import { photoForm, putPhoto, twoColourPhoto } from '../test/photos';

/** The resources one restaurant and one supplier own, made through the public API, for tenancy checks. */
export interface World {
  owner: TestUser;
  supplier: TestUser & { companyId: string };
  admin: TestUser;
  intruder: TestUser;
  rivalSupplier: TestUser & { companyId: string };
  ids: Record<string, string>;
  attachmentPath: string;
}

async function json(app: App, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const response = await app.inject({ method, url, payload, headers: { cookie: user.cookie } });
  if (response.statusCode >= 300) throw new Error(`${method} ${url}: ${response.statusCode} ${response.body}`);
  return response.json();
}

/** The owner's CFDI (a team fixture), previewed and registered with its first line into `productId`. */
async function registerInvoice(app: App, owner: TestUser, productId: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(fixtureBytes('usd'))]), 'factura.xml');
  const preview = await app.inject({
    method: 'POST',
    url: '/api/invoices/cfdi/preview',
    payload: form,
    headers: { cookie: owner.cookie },
  });
  const invoice = preview.json().files[0].invoice;
  const applied = await json(app, owner, 'POST', '/api/invoices/cfdi/apply', {
    uuid: invoice.uuid,
    lines: [{ action: 'product', productId }, { action: 'skip' }],
  });
  return applied.invoiceId;
}

export async function buildWorld(app: App, db: Database): Promise<World> {
  const owner = await signUpWithRole(app, 'restaurant_owner', { businessName: 'Dueña Original' });
  const intruder = await signUpWithRole(app, 'restaurant_owner', { businessName: 'Intruso' });
  const supplier = await createSupplier(app, { companyName: 'Proveedor Original' });
  const rivalSupplier = await createSupplier(app, { companyName: 'Proveedor Rival' });
  const admin = await signUpAdmin(app);
  await signUp(app);

  const contact = await json(app, owner, 'POST', '/api/contacts', {
    name: 'Verduras Lupita',
    whatsappNumber: '5512345678',
    // So "Enviar por correo" (decision 053) reaches the mail adapter when the owner calls it.
    email: 'ventas@verduraslupita.mx',
  });
  const product = await json(app, owner, 'POST', '/api/products', {
    name: 'Tomate',
    currentPrice: '20',
    stockQuantity: '50',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  await json(app, owner, 'PUT', `/api/products/${product.id}`, {
    name: 'Tomate',
    currentPrice: '25',
    stockQuantity: '50',
    minStockQuantity: '10',
    unit: 'kg',
    supplierId: contact.id,
  });
  const [alert] = (await app.inject({ method: 'GET', url: '/api/alerts', headers: { cookie: owner.cookie } })).json();
  const directOrder = await json(app, owner, 'POST', '/api/orders', {
    supplierId: contact.id,
    items: [{ productId: product.id, quantity: 2 }],
  });
  // A second own-contact order whose supplier link (decision 047) the public routes are tried with.
  const linkedOrder = await json(app, owner, 'POST', '/api/orders', {
    supplierId: contact.id,
    items: [{ productId: product.id, quantity: 3 }],
  });
  const linkAnswer = await app.inject({
    method: 'GET',
    url: `/api/orders/${linkedOrder.id}/link`,
    headers: { cookie: owner.cookie },
  });
  const orderLink = linkAnswer.json().link.path.replace('/pedido/', '');
  const category = await json(app, owner, 'POST', '/api/recipe-categories', { name: 'Salsas' });
  // A batch recipe (decision 050): its preparation adds the salsa to stock.
  const salsa = await json(app, owner, 'POST', '/api/products', {
    name: 'Salsa roja',
    currentPrice: '0',
    stockQuantity: '0',
    minStockQuantity: '0',
    unit: 'lt',
  });
  const recipe = await json(app, owner, 'POST', '/api/recipes', {
    name: 'Salsa roja',
    finalYield: '1',
    yieldUnit: 'litro',
    ingredients: [{ productId: product.id, quantity: '1' }],
    produces: { productId: salsa.id, quantity: '1', unit: 'l' },
  });
  await json(app, owner, 'POST', '/api/preparations', { recipeId: recipe.id, quantityMultiplier: '1' });
  const notificationId = await createNotification(db, {
    userId: owner.id,
    type: 'other',
    title: 'Aviso privado',
    message: 'Solo para la dueña',
  });

  const catalogueProduct = await createCatalogueProduct(app, supplier, { price: '10.00' });
  // With a photo, so that a refused removal or replacement would show in the database snapshot.
  const photo = await putPhoto(app, supplier, catalogueProduct.id, photoForm(await twoColourPhoto('jpeg', 40, 30)));
  if (photo.statusCode !== 200) throw new Error(`photo failed: ${photo.statusCode} ${photo.body}`);
  const [marketplaceOrder] = await json(app, owner, 'POST', '/api/marketplace/orders', {
    lines: [{ productId: catalogueProduct.id, quantity: 2 }],
  });
  // The owner's saved marketplace cart (decision 044): a route without an id, checked by its own test.
  await json(app, owner, 'PUT', '/api/marketplace/cart', {
    lines: [{ productId: catalogueProduct.id, quantity: '3' }],
  });
  const conversation = await json(app, owner, 'POST', '/api/chat/conversations', {
    supplierCompanyId: supplier.companyId,
  });
  const boundary = 'mundo';
  const pdf = '%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n';
  const attachment = await app.inject({
    method: 'POST',
    url: `/api/chat/conversations/${conversation.id}/messages`,
    headers: { cookie: owner.cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="privado.pdf"\r\nContent-Type: application/pdf\r\n\r\n${pdf}\r\n--${boundary}--\r\n`,
  });
  const ad = await createAd(app, admin, { title: 'Anuncio', position: 'dashboard' });
  const invoiceId = await registerInvoice(app, owner, product.id);

  return {
    owner,
    supplier,
    admin,
    intruder,
    rivalSupplier,
    attachmentPath: attachment.json().attachmentUrl,
    ids: {
      contact: contact.id,
      product: product.id,
      alert: alert.id,
      category: category.id,
      recipe: recipe.id,
      notification: notificationId,
      catalogueProduct: catalogueProduct.id,
      marketplaceOrder: marketplaceOrder.id,
      directOrder: directOrder.id,
      orderLink,
      conversation: conversation.id,
      ad: ad.id,
      invoice: invoiceId,
      user: owner.id,
    },
  };
}
