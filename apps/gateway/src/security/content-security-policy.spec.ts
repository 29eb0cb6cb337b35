import { PRERENDERED_BOOT_SCRIPT_CSP_SOURCE } from '@portal/contracts';
import { storageEnvSchema } from '@portal/server-kit';
import { CONTENT_SECURITY_POLICY, bucketOrigin, contentSecurityPolicy } from './content-security-policy';

const storage = (env: Record<string, string>) => storageEnvSchema.parse(env);

describe('content security policy and the storage driver', () => {
  it('adds nothing with the local driver: its signed URLs are our own origin', () => {
    expect(bucketOrigin(storage({}))).toBeNull();
    expect(contentSecurityPolicy(storage({}))).toEqual(CONTENT_SECURITY_POLICY);
  });

  it('allows the bucket origin for images, media and uploads with the s3 driver', () => {
    const policy = contentSecurityPolicy(
      storage({
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: 'http://minio:9000',
        S3_PUBLIC_ENDPOINT: 'https://media.club.test',
      }),
    );
    expect(policy.imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://media.club.test']);
    expect(policy.mediaSrc).toEqual(["'self'", 'blob:', 'https://media.club.test']);
    expect(policy.connectSrc).toEqual(["'self'", 'https://media.club.test']);
    expect(policy.scriptSrc).toEqual(["'self'", PRERENDERED_BOOT_SCRIPT_CSP_SOURCE]);
    expect(policy.defaultSrc).toEqual(["'self'"]);
  });

  it('derives the origin browsers sign for: public endpoint, else endpoint, else AWS; path or virtual-host style', () => {
    expect(bucketOrigin(storage({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://localhost:9000/some/path' }))).toBe(
      'http://localhost:9000',
    );
    expect(
      bucketOrigin(
        storage({
          STORAGE_DRIVER: 's3',
          S3_ENDPOINT: 'https://s3.example.test',
          S3_FORCE_PATH_STYLE: 'false',
          S3_BUCKET: 'club',
        }),
      ),
    ).toBe('https://club.s3.example.test');
    expect(bucketOrigin(storage({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-1' }))).toBe(
      'https://s3.eu-west-1.amazonaws.com',
    );
    expect(
      bucketOrigin(
        storage({ STORAGE_DRIVER: 's3', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: 'false', S3_BUCKET: 'club' }),
      ),
    ).toBe('https://club.s3.eu-west-1.amazonaws.com');
  });

  it('leaves the shared constant untouched', () => {
    contentSecurityPolicy(storage({ STORAGE_DRIVER: 's3', S3_ENDPOINT: 'http://localhost:9000' }));
    expect(CONTENT_SECURITY_POLICY.imgSrc).toEqual(["'self'", 'data:', 'blob:']);
  });
});
