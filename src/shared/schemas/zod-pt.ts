import { z } from 'zod';

// Zod's own messages (unknown keys, wrong types) in Portuguese; our schemas override the common ones.
z.config(z.locales.pt());
