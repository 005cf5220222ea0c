import * as z from 'zod/mini';

// zod's JIT compiles parsers with `new Function`, which a strict Content-Security-Policy forbids.
z.config({ jitless: true });
