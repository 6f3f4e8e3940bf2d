/**
 * The baseline: a bare Fastify server with one route answering {ok:true}, started as its own process
 * like the app, so every figure can be read as a fraction of what Fastify alone does on this machine.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
