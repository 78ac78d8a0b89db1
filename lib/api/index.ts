/** The v1 client of server components, over the transport the server registered at start. */
import { createV1Client } from './client';
import { registeredV1Transport } from './transport';

export const v1 = createV1Client(registeredV1Transport);
