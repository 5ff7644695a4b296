import { randomUUID } from "node:crypto";
import type { Readable } from "node:stream";
import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  type GetObjectCommandOutput,
  type HeadObjectCommandOutput,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { env } from "./env.server.ts";
import { logger } from "./logger.server.ts";

export type StorageConfig = {
  endpoint?: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
};

/** The one code path to object storage: real S3 in production, s3rver locally and in tests. */
export class Storage {
  readonly bucket: string;
  readonly client: S3Client;

  constructor(config: StorageConfig) {
    this.bucket = config.bucket;
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // The client keeps at most 50 connections; one held by a body nobody reads any more would be lost for good,
      // and with all of them lost every upload and picture waits forever. A connection idle this long is closed.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
    });
  }

  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch {
      await this.client.send(new CreateBucketCommand({ Bucket: this.bucket }));
    }
  }

  async ping(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  async put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    );
  }

  /** Streams a large body (videos) in parts without holding it in memory. */
  async upload(key: string, body: Readable, contentType: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
  }

  /** `range` is one HTTP byte range ("bytes=0-1023"), as video players ask for. */
  async get(key: string, range?: string): Promise<GetObjectCommandOutput> {
    return this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }));
  }

  /** The object's type, size and ETag without its body. */
  async head(key: string): Promise<HeadObjectCommandOutput> {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Deletes and only logs a failure: the row that pointed at the object is already gone. */
  async deleteQuietly(key: string): Promise<void> {
    try {
      await this.delete(key);
    } catch (error) {
      logger.warn({ err: error, key }, "could not remove object from storage");
    }
  }

  async signedDownloadUrl(key: string, fileName: string, expiresInSeconds = 300): Promise<string> {
    const command = new GetObjectCommand({
      Bucket: this.bucket,
      Key: key,
      ResponseContentDisposition: `attachment; filename="${fileName.replace(/[^\w.-]+/g, "_")}"`,
    });
    return getSignedUrl(this.client, command, { expiresIn: expiresInSeconds });
  }
}

/** Object keys are always ours: a prefix, a random id and a safe extension; never the uploader's name. */
export function newObjectKey(prefix: string, extension: string): string {
  const safeExtension = extension.replace(/[^a-z0-9]/gi, "").toLowerCase();
  return `${prefix}/${randomUUID()}${safeExtension ? `.${safeExtension}` : ""}`;
}

const holder = globalThis as typeof globalThis & { __storage?: Storage };

export function storage(): Storage {
  const e = env();
  holder.__storage ??= new Storage({
    endpoint: e.S3_ENDPOINT,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    region: e.S3_REGION,
  });
  return holder.__storage;
}
