import { z } from 'zod';
import { baseConfigShape, jwtVerifyConfigShape, loadConfig } from '@trek/service-kit';

const configSchema = z
  .object({
    ...baseConfigShape,
    ...jwtVerifyConfigShape,
    MONGODB_URI: z.string().min(1),
    MONGODB_DB: z.string().min(1).default('trek_upload'),
    REDIS_URL: z.string().min(1),
    /** Folder of the local-disk storage driver, used when no S3 endpoint or bucket is configured. */
    STORAGE_DIR: z.string().min(1).optional(),
    S3_ENDPOINT: z.url().optional(),
    S3_BUCKET: z.string().min(1).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** MinIO and s3rver want bucket-in-path URLs; AWS itself does not. */
    S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  })
  .superRefine((config, ctx) => {
    const usesS3 = Boolean(config.S3_ENDPOINT || config.S3_BUCKET);
    if (usesS3 && !config.S3_BUCKET) ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when S3_ENDPOINT is set' });
    if (!usesS3 && !config.STORAGE_DIR) {
      ctx.addIssue({ code: 'custom', path: ['STORAGE_DIR'], message: 'is required unless S3_BUCKET (and S3_ENDPOINT) name an S3 store' });
    }
    if (Boolean(config.S3_ACCESS_KEY_ID) !== Boolean(config.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({ code: 'custom', path: ['S3_SECRET_ACCESS_KEY'], message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together' });
    }
  });

export type Config = z.output<typeof configSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return loadConfig(configSchema, env);
}
