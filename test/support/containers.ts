import { getContainerRuntimeClient, GenericContainer, Wait, type StartedTestContainer } from 'testcontainers';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';

/**
 * The engines only a Docker engine can run here (testcontainers): KurrentDB and MongoDB.
 * global-setup asks once whether one answers (`probeDockerEngine`) and hands the answer to
 * the workers in KOLLAB_TEST_DOCKER; a suite of those engines runs where it is `yes` and is
 * otherwise skipped, saying why (the only suites that may skip under CI=true).
 */
export const KURRENTDB_IMAGE = process.env.KOLLAB_TEST_KURRENTDB_IMAGE ?? 'docker.kurrent.io/kurrent-latest/kurrentdb:25.1';
export const MONGODB_IMAGE = process.env.KOLLAB_TEST_MONGODB_IMAGE ?? 'mongo:8.0';

/** Undefined when a container runtime answers, else why not. */
export async function probeDockerEngine(): Promise<string | undefined> {
  try {
    await getContainerRuntimeClient();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Whether the Docker-only suites run; when not, prints once per suite file that they are skipped and why. */
export function dockerSuites(engines: string): boolean {
  const answer = process.env.KOLLAB_TEST_DOCKER ?? 'no: global-setup did not probe (run through jest.config.js)';
  if (answer === 'yes') return true;
  console.warn(`[tests] ${engines}: skipped, no Docker engine (${answer.replace(/^no: /, '')})`);
  return false;
}

/** A single KurrentDB node, insecure, in memory: the connection string and the container. */
export async function startKurrentDb(): Promise<{ url: string; container: StartedTestContainer }> {
  const container = await new GenericContainer(KURRENTDB_IMAGE)
    .withExposedPorts(2113)
    .withEnvironment({
      KURRENTDB_INSECURE: 'true',
      KURRENTDB_MEM_DB: 'true',
      KURRENTDB_RUN_PROJECTIONS: 'None',
      KURRENTDB_TELEMETRY_OPTOUT: 'true',
    })
    .withWaitStrategy(Wait.forHttp('/health/live', 2113).forStatusCode(204))
    .withStartupTimeout(120_000)
    .start();
  return { url: `kurrentdb://${container.getHost()}:${container.getMappedPort(2113)}?tls=false`, container };
}

/** A single-node MongoDB replica set (transactions need one). */
export async function startMongoDb(): Promise<{ url: string; container: StartedMongoDBContainer }> {
  const container = await new MongoDBContainer(MONGODB_IMAGE).start();
  return { url: container.getConnectionString(), container };
}
