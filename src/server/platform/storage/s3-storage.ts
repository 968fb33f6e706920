import { AppError, MESSAGES } from '../http/app-error';
import { assertStorageKey, type Storage } from './storage';

export type S3StorageOptions = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

/**
 * S3 or any S3-compatible store (MinIO, R2, Spaces…), shared by every app node. A PutObject is
 * atomic on the store's side: readers see the old object, the new one, or nothing.
 */
export function createS3Storage(options: S3StorageOptions): Storage {
  // The SDK (several MB of memory) is loaded only when S3 is configured, not by every process.
  const sdk = import('@aws-sdk/client-s3');
  const client = sdk.then(
    ({ S3Client }) =>
      new S3Client({
        region: options.region,
        endpoint: options.endpoint,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        // Checksums only where the API requires them: several S3-compatible stores reject the SDK's
        // default CRC32 headers and aws-chunked uploads.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
        // A store that stopped answering fails the call instead of holding it.
        requestHandler: { connectionTimeout: 3_000, requestTimeout: 15_000 },
      }),
  );
  const Bucket = options.bucket;
  /**
   * The store unreachable or failing on its side (the SDK's retries spent): 503 with a pt-BR
   * message. A 4xx answer is a bug of ours and stays an error.
   */
  const unavailable = async (error: unknown): Promise<never> => {
    const { S3ServiceException } = await sdk;
    const status = error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;
    if (status !== undefined && status < 500) throw error;
    throw new AppError(503, MESSAGES.storageUnavailable, 'storage_unavailable');
  };
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { PutObjectCommand } = await sdk;
      await (await client)
        .send(new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }))
        .catch(unavailable);
    },
    async get(key) {
      assertStorageKey(key);
      const { GetObjectCommand, NoSuchKey, S3ServiceException } = await sdk;
      try {
        const object = await (await client).send(new GetObjectCommand({ Bucket, Key: key }));
        const body = await object.Body?.transformToByteArray();
        if (!body) return null;
        return { body, contentType: object.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        return unavailable(error);
      }
    },
    async remove(key) {
      assertStorageKey(key);
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket, Key: key })).catch(unavailable);
    },
  };
}
