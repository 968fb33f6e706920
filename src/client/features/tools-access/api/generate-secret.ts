import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api';

/** A fresh base32 secret from the server; nothing is stored until the form is saved. */
export const generateSecret = () => unwrap(api['tools-access'].settings['generated-secret'].$post());

export const useGenerateSecret = () => useMutation({ mutationFn: generateSecret });
