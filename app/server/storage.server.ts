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
  /** Overrides of the deadlines below (tests shorten them). */
  deadlines?: Partial<StorageDeadlines>;
};

/**
 * How long storage may take, so that one that accepts connections and then says nothing (a hung server, a
 * half-open network path) fails a call in seconds instead of holding an upload or a picture for good.
 */
export type StorageDeadlines = {
  /** To open a connection. */
  connectMs: number;
  /** From sending a request to the first bytes of the answer, per attempt. */
  answerMs: number;
  /** Silence on a connection mid-answer (a picture's or a video's body) or mid-upload. */
  idleMs: number;
  /** A whole call, every attempt included: what a visitor waits at most before being told to try later. */
  callMs: number;
  /** The readiness check's one call. */
  pingMs: number;
};

export const STORAGE_DEADLINES: StorageDeadlines = {
  connectMs: 5_000,
  answerMs: 15_000,
  idleMs: 30_000,
  callMs: 20_000,
  // With the database's 2 s beside it, /readyz answers within 3 s whatever hangs.
  pingMs: 2_000,
};

/** A storage call that ran past its deadline. */
export class StorageTimeout extends Error {
  override name = "StorageTimeout";
}

/**
 * Whether storage could not be reached or did not answer in time (as opposed to refusing a request): the
 * visitor is asked to try again shortly, and nothing they sent is lost.
 */
export function isStorageUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; typeof current === "object" && current !== null && depth < 5; depth++) {
    const { name, code, $metadata, cause } = current as {
      name?: unknown;
      code?: unknown;
      $metadata?: { httpStatusCode?: number };
      cause?: unknown;
    };
    // By name: the instance may come from another copy of this module (the start process's, before the build's).
    if (name === "StorageTimeout" || name === "TimeoutError" || name === "AbortError") return true;
    if (typeof code === "string" && STORAGE_NETWORK_CODES.has(code)) return true;
    if (($metadata?.httpStatusCode ?? 0) >= 500) return true;
    current = cause;
  }
  return false;
}

const STORAGE_NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/** The one code path to object storage: real S3 in production, s3rver locally and in tests. */
export class Storage {
  readonly bucket: string;
  readonly client: S3Client;
  readonly deadlines: StorageDeadlines;

  constructor(config: StorageConfig) {
    this.bucket = config.bucket;
    this.deadlines = { ...STORAGE_DEADLINES, ...config.deadlines };
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // One retry: a blip is ridden out, a storage that does not answer is reported within `callMs`.
      maxAttempts: 2,
      requestHandler: {
        connectionTimeout: this.deadlines.connectMs,
        // Without `throwOnRequestTimeout` the client only warns when a request runs past this.
        requestTimeout: this.deadlines.answerMs,
        throwOnRequestTimeout: true,
        // The client keeps at most 50 connections: one held by a body nobody reads any more, or by a server
        // gone silent, would be lost for good, and with all of them lost every upload and picture would wait.
        socketTimeout: this.deadlines.idleMs,
      },
    });
  }

  /**
   * Sends one command, given up after `ms` (every attempt included). The deadline ends once the answer begins:
   * a long video's body is then watched by the idle deadline instead.
   */
  private async withDeadline<Output>(
    call: (abortSignal: AbortSignal) => Promise<Output>,
    ms = this.deadlines.callMs,
  ): Promise<Output> {
    const controller = new AbortController();
    const timer = setTimeout(
      () => controller.abort(new StorageTimeout(`storage did not answer within ${ms / 1000} s`)),
      ms,
    );
    try {
      return await call(controller.signal);
    } catch (error) {
      if (controller.signal.aborted) throw controller.signal.reason;
      // The client's own deadlines (an answer, a silent connection) say the same in their words.
      if (error instanceof Error && error.name === "TimeoutError") {
        throw new StorageTimeout(`storage did not answer: ${error.message}`, { cause: error });
      }
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  async ensureBucket(): Promise<void> {
    try {
      await this.withDeadline((abortSignal) =>
        this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal }),
      );
    } catch (error) {
      if (error instanceof StorageTimeout) throw error;
      await this.withDeadline((abortSignal) =>
        this.client.send(new CreateBucketCommand({ Bucket: this.bucket }), { abortSignal }),
      );
    }
  }

  async ping(): Promise<void> {
    await this.withDeadline(
      (abortSignal) => this.client.send(new HeadBucketCommand({ Bucket: this.bucket }), { abortSignal }),
      this.deadlines.pingMs,
    );
  }

  async put(key: string, body: Buffer | Uint8Array | string, contentType: string): Promise<void> {
    await this.withDeadline((abortSignal) =>
      this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }), {
        abortSignal,
      }),
    );
  }

  /**
   * Streams a large body (videos) in parts without holding it in memory. Each part is one call with the
   * client's deadlines; the whole upload has none, since it goes at the uploader's pace.
   */
  async upload(key: string, body: Readable, contentType: string): Promise<void> {
    await new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: key, Body: body, ContentType: contentType },
    }).done();
  }

  /** `range` is one HTTP byte range ("bytes=0-1023"), as video players ask for. */
  async get(key: string, range?: string): Promise<GetObjectCommandOutput> {
    return this.withDeadline((abortSignal) =>
      this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: range }), { abortSignal }),
    );
  }

  /** The object's type, size and ETag without its body. */
  async head(key: string): Promise<HeadObjectCommandOutput> {
    return this.withDeadline((abortSignal) =>
      this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }),
    );
  }

  async delete(key: string): Promise<void> {
    await this.withDeadline((abortSignal) =>
      this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }), { abortSignal }),
    );
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
