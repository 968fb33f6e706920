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
      }),
  );
  const Bucket = options.bucket;
  return {
    kind: 's3',
    async put(key, body, contentType) {
      assertStorageKey(key);
      const { PutObjectCommand } = await sdk;
      await (await client).send(
        new PutObjectCommand({ Bucket, Key: key, Body: body, ContentType: contentType }),
      );
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
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      const { DeleteObjectCommand } = await sdk;
      await (await client).send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
