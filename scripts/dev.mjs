// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload, proxied on :5173.
import { spawn } from 'node:child_process';

const run = (args) => spawn('npx', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'development' } });
const children = [run(['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts']), run(['vite'])];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
