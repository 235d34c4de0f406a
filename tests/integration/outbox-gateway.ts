/**
 * The gateway as `npm start` runs it, without the build step: the entry the outbox crash tests start as a
 * child process (configured through the environment), kill and start again.
 */
import { main } from '../../server/main';

await main();
