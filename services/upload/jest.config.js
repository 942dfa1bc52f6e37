import { jestConfig } from '@trek/testing/jest-preset';

// The S3 tests run against MinIO in a container where a Docker engine answers, else against s3rver.
export default jestConfig({ s3: true });
