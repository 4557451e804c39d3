// The deployment files (deploy/docker, deploy/compose, deploy/k8s, deploy/gateway) checked without a container
// engine: the Kubernetes overlay rendered by `kubectl kustomize` (skipped, saying so, where kubectl is not
// installed; ENLACE_REQUIRE_KUBECTL=1 makes that a failure), compose.yaml parsed, every Dockerfile COPY source
// present, and the gateway's template rendered and checked by `nginx -t` where nginx and its brotli module are.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { SERVE_NODE_FLAGS } from '@enlace/api';

const repoRoot = path.resolve(__dirname, '../../..');
const deployDir = path.join(repoRoot, 'deploy');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

// The settings `pnpm enlace serve` reads (api/src/production/production-settings.ts) and which of them are secret.
const SECRET_SETTINGS = ['DATABASE_URL', 'JWT_SECRET', 'SMTP_URL', 'METRICS_TOKEN', 'REDIS_URL'];
const API_SETTINGS = [...SECRET_SETTINGS, 'MAIL_FROM', 'PUBLIC_ORIGINS', 'TRUST_PROXY', 'HOST', 'PORT'];

/* eslint-disable @typescript-eslint/no-explicit-any -- manifests are checked field by field */
type Manifest = Record<string, any>;

function commandExists(command: string, args: string[]): boolean {
  const probe = spawnSync(command, args, { encoding: 'utf8' });
  return !probe.error && probe.status === 0;
}

/** The ENLACE_* placeholders a gateway template uses. */
function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(/\$\{(ENLACE_[A-Z0-9_]+)\}/g)].map((m) => m[1]))].sort();
}

const hasKubectl = commandExists('kubectl', ['version', '--client']);
if (!hasKubectl) {
  const message =
    'kubectl is not installed: the Kubernetes manifests (deploy/k8s) are NOT rendered nor checked in this run.';
  if (process.env.ENLACE_REQUIRE_KUBECTL === '1') throw new Error(message);
  console.warn(message);
}

(hasKubectl ? describe : describe.skip)('the Kubernetes production overlay (kubectl kustomize)', () => {
  let manifests: Manifest[] = [];
  let scratch = '';
  const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);
  const named = (kind: string, name: string) => {
    const found = ofKind(kind).find((m) => m.metadata.name === name);
    if (!found) throw new Error(`No ${kind} ${name} in the rendered overlay`);
    return found;
  };
  const matches = (selector: Record<string, string>, labels: Record<string, string>) =>
    Object.entries(selector).every(([key, value]) => labels?.[key] === value);

  beforeAll(() => {
    // The overlay's Secret comes from secrets.env, which is never committed: render a copy with the example.
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-k8s-'));
    fs.cpSync(path.join(deployDir, 'k8s'), scratch, { recursive: true });
    const overlay = path.join(scratch, 'overlays/production');
    fs.copyFileSync(path.join(overlay, 'secrets.env.example'), path.join(overlay, 'secrets.env'));
    const rendered = spawnSync('kubectl', ['kustomize', overlay], { encoding: 'utf8' });
    if (rendered.status !== 0) throw new Error(`kubectl kustomize failed:\n${rendered.stderr}`);
    manifests = parseAllDocuments(rendered.stdout).map((doc) => doc.toJS() as Manifest);
  });
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  test('renders the API, the gateway, their Services, the Ingress, the Job, the autoscaler and the budgets', () => {
    const kinds = new Set(manifests.map((m) => m.kind));
    for (const kind of [
      'Namespace',
      'ConfigMap',
      'Secret',
      'Deployment',
      'Service',
      'Ingress',
      'Job',
      'HorizontalPodAutoscaler',
      'PodDisruptionBudget',
    ]) {
      expect(kinds).toContain(kind);
    }
    expect(
      ofKind('Deployment')
        .map((d) => d.metadata.name)
        .sort(),
    ).toEqual(['enlace-api', 'enlace-gateway']);
    for (const m of manifests.filter((r) => r.kind !== 'Namespace')) {
      expect([m.kind, m.metadata.name, m.metadata.namespace]).toEqual([m.kind, m.metadata.name, 'enlace']);
    }
  });

  test('every container has probes, resources, an image with a tag, and runs unprivileged and read-only', () => {
    const probePaths: Record<string, { liveness: string; readiness: string }> = {
      'enlace-api': { liveness: '/healthz', readiness: '/readyz' },
      'enlace-gateway': { liveness: '/gateway-healthz', readiness: '/gateway-healthz' },
    };
    for (const deployment of [...ofKind('Deployment'), ...ofKind('Job')]) {
      const pod = deployment.spec.template.spec;
      const name = deployment.metadata.name;
      expect([name, pod.securityContext?.runAsNonRoot]).toEqual([name, true]);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(pod.containers.length).toBeGreaterThan(0);
      for (const container of pod.containers) {
        expect(container.image).toMatch(/^registry\.example\.org\/enlace\/(api|gateway):[\w.-]+$/);
        expect(container.resources?.requests?.cpu).toBeDefined();
        expect(container.resources?.requests?.memory).toBeDefined();
        expect(container.resources?.limits?.cpu).toBeDefined();
        expect(container.resources?.limits?.memory).toBeDefined();
        expect(container.securityContext).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ['ALL'] },
        });
        if (deployment.kind !== 'Deployment') continue;
        const ports = container.ports.map((p: Manifest) => p.name);
        for (const kind of ['startupProbe', 'livenessProbe', 'readinessProbe']) {
          expect([name, kind, ports]).toEqual([
            name,
            kind,
            expect.arrayContaining([container[kind]?.httpGet?.port]),
          ]);
        }
        expect(container.livenessProbe.httpGet.path).toBe(probePaths[name].liveness);
        expect(container.readinessProbe.httpGet.path).toBe(probePaths[name].readiness);
        // Out of the Service before SIGTERM, with time left to finish.
        const sleep = Number(container.lifecycle?.preStop?.exec?.command?.[1]);
        expect(container.lifecycle.preStop.exec.command[0]).toBe('sleep');
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(sleep + 10);
      }
    }
  });

  test('the API runs at least two pods, which a disruption budget and a CPU autoscaler target', () => {
    const api = named('Deployment', 'enlace-api');
    const podLabels = api.spec.template.metadata.labels;
    expect(api.spec.replicas).toBeGreaterThanOrEqual(2);
    expect(api.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);

    const budgets = ofKind('PodDisruptionBudget').filter((b) =>
      matches(b.spec.selector.matchLabels, podLabels),
    );
    expect(budgets).toHaveLength(1);
    expect(budgets[0].spec.minAvailable).toBe(1);

    const autoscaler = named('HorizontalPodAutoscaler', 'enlace-api');
    expect(autoscaler.apiVersion).toBe('autoscaling/v2');
    expect(autoscaler.spec.scaleTargetRef).toEqual({
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      name: 'enlace-api',
    });
    expect(autoscaler.spec.minReplicas).toBeGreaterThanOrEqual(2);
    expect(autoscaler.spec.metrics).toContainEqual(
      expect.objectContaining({ type: 'Resource', resource: expect.objectContaining({ name: 'cpu' }) }),
    );
  });

  test('the migration Job runs `enlace migrate` with the API image and the database secret', () => {
    const job = named('Job', 'enlace-migrate');
    const pod = job.spec.template.spec;
    const [container] = pod.containers;
    expect([...(container.command ?? []), ...(container.args ?? [])].join(' ')).toMatch(/\benlace migrate$/);
    expect(pod.restartPolicy).toBe('Never');
    expect(container.image).toBe(named('Deployment', 'enlace-api').spec.template.spec.containers[0].image);
    const databaseUrl = container.env.find((e: Manifest) => e.name === 'DATABASE_URL');
    expect(databaseUrl.valueFrom.secretKeyRef.name).toMatch(/^enlace-api-secrets-/);
  });

  test('secrets are referenced from the generated Secret, never written in a ConfigMap or a pod', () => {
    const secret = ofKind('Secret').find((s) => s.metadata.name.startsWith('enlace-api-secrets-'));
    expect(Object.keys(secret?.data ?? {}).sort()).toEqual([...SECRET_SETTINGS].sort());
    for (const configMap of ofKind('ConfigMap')) {
      for (const key of SECRET_SETTINGS)
        expect([configMap.metadata.name, key, configMap.data[key]]).toEqual([
          configMap.metadata.name,
          key,
          undefined,
        ]);
    }
    const existing = new Set(manifests.map((m) => `${m.kind}/${m.metadata.name}`));
    for (const workload of [...ofKind('Deployment'), ...ofKind('Job')]) {
      for (const container of workload.spec.template.spec.containers) {
        for (const env of container.env ?? []) {
          if (SECRET_SETTINGS.includes(env.name)) expect(env.value).toBeUndefined();
          const ref = env.valueFrom?.secretKeyRef ?? env.valueFrom?.configMapKeyRef;
          if (ref) {
            const kind = env.valueFrom.secretKeyRef ? 'Secret' : 'ConfigMap';
            expect(existing).toContain(`${kind}/${ref.name}`);
          }
        }
        for (const from of container.envFrom ?? []) {
          if (from.secretRef) expect(existing).toContain(`Secret/${from.secretRef.name}`);
          if (from.configMapRef) expect(existing).toContain(`ConfigMap/${from.configMapRef.name}`);
        }
      }
    }
    // The API gets every setting `serve` reads.
    const api = named('Deployment', 'enlace-api').spec.template.spec.containers[0];
    const provided = new Set<string>();
    for (const from of api.envFrom) {
      const source = from.secretRef
        ? named('Secret', from.secretRef.name)
        : named('ConfigMap', from.configMapRef.name);
      for (const key of Object.keys(source.data)) provided.add(key);
    }
    for (const setting of API_SETTINGS) expect(provided).toContain(setting);
    expect(named('ConfigMap', api.envFrom[0].configMapRef.name).data.HOST).toBe('0.0.0.0');
  });

  test('the Ingress terminates TLS for every host it routes, to the gateway, with room for CSV imports', () => {
    const [ingress] = ofKind('Ingress');
    expect(ingress.metadata.annotations['nginx.ingress.kubernetes.io/proxy-body-size']).toBe('12m');
    const tlsHosts = ingress.spec.tls.flatMap((t: Manifest) => t.hosts);
    expect(ingress.spec.tls.every((t: Manifest) => t.secretName)).toBe(true);
    expect(ingress.spec.rules.length).toBeGreaterThan(0);
    for (const rule of ingress.spec.rules) {
      expect(tlsHosts).toContain(rule.host);
      for (const route of rule.http.paths) {
        const service = named('Service', route.backend.service.name);
        expect(service.spec.ports.map((p: Manifest) => p.name)).toContain(route.backend.service.port.name);
        expect(route.backend.service.name).toBe('enlace-gateway');
      }
    }
  });

  test('every Service selects a Deployment and reaches a port its containers name', () => {
    for (const service of ofKind('Service')) {
      const targets = ofKind('Deployment').filter((d) =>
        matches(service.spec.selector, d.spec.template.metadata.labels),
      );
      expect([service.metadata.name, targets.length]).toEqual([service.metadata.name, 1]);
      const ports = targets[0].spec.template.spec.containers.flatMap((c: Manifest) => c.ports);
      for (const port of service.spec.ports) {
        expect(ports.map((p: Manifest) => p.name)).toContain(port.targetPort);
      }
    }
  });

  test("the gateway is configured for every placeholder of its template, and proxies to the API's Service", () => {
    const gateway = named('Deployment', 'enlace-gateway').spec.template.spec.containers[0];
    const config = named('ConfigMap', gateway.envFrom[0].configMapRef.name).data;
    const template = read(`deploy/gateway/${config.ENLACE_GATEWAY_TEMPLATE}.conf.template`);
    for (const name of placeholdersOf(template)) expect(Object.keys(config)).toContain(name);
    const api = named('Service', 'enlace-api');
    expect(config.ENLACE_API_UPSTREAMS).toBe(`server ${api.metadata.name}:${api.spec.ports[0].port};`);
    expect(gateway.ports.map((p: Manifest) => String(p.containerPort))).toContain(config.ENLACE_LISTEN_HTTP);
  });
});

test('the secrets file is ignored by git and only its example is committed', () => {
  const ignored = spawnSync('git', ['check-ignore', '-q', 'deploy/k8s/overlays/production/secrets.env'], {
    cwd: repoRoot,
  });
  expect(ignored.status).toBe(0);
  const composeEnv = spawnSync('git', ['check-ignore', '-q', 'deploy/compose/.env'], { cwd: repoRoot });
  expect(composeEnv.status).toBe(0);
  const committed = spawnSync('git', ['ls-files', 'deploy/k8s', 'deploy/compose'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  const files = committed.stdout.split('\n');
  expect(files).toContain('deploy/k8s/overlays/production/secrets.env.example');
  expect(files).toContain('deploy/compose/.env.example');
  expect(files.filter((file) => /(secrets\.env|\/\.env)$/.test(file))).toEqual([]);
});

describe('compose.yaml (single host)', () => {
  const compose = parse(read('deploy/compose/compose.yaml'), { merge: true }) as Manifest;
  const services = compose.services as Record<string, Manifest>;
  const exampleEnv = read('deploy/compose/.env.example');
  const exampleNames = new Set([...exampleEnv.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]));

  test('runs PostgreSQL, Redis, the migration, two API processes and the gateway', () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(['postgres', 'redis', 'migrate', 'api-1', 'api-2', 'gateway']),
    );
    expect(services.postgres.image).toBe('postgres:15');
    expect(services.redis.image).toBe('redis:7');
    expect(services.postgres.volumes[0]).toMatch(/^postgres-data:\/var\/lib\/postgresql\/data$/);
  });

  test('both API processes are the same definition, with every setting of `serve`', () => {
    expect(services['api-1']).toEqual(services['api-2']);
    const api = services['api-1'];
    expect(Object.keys(api.environment)).toEqual(expect.arrayContaining(API_SETTINGS));
    expect(api.environment.HOST).toBe('0.0.0.0');
    // TRUST_PROXY is the gateway's fixed address on the network they share.
    expect(api.environment.TRUST_PROXY).toBe('${ENLACE_GATEWAY_ADDRESS:-172.30.0.10}');
    expect(services.gateway.networks.front.ipv4_address).toBe('${ENLACE_GATEWAY_ADDRESS:-172.30.0.10}');
    expect(api.image).toBe(services.migrate.image);
  });

  test('the API processes start after a successful migration and a healthy database and Redis', () => {
    for (const name of ['api-1', 'api-2']) {
      expect(services[name].depends_on).toEqual({
        migrate: { condition: 'service_completed_successfully' },
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
      });
    }
    expect(services.migrate.command.join(' ')).toBe('pnpm enlace migrate');
    expect(services.migrate.restart).toBe('no');
    expect(services.migrate.depends_on.postgres.condition).toBe('service_healthy');
    expect(services.gateway.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
  });

  test('every long-running service has a health check, a restart policy and resource limits', () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === 'migrate' || service.profiles) continue;
      expect([name, service.restart]).toEqual([name, 'unless-stopped']);
      expect([name, Array.isArray(service.healthcheck?.test)]).toEqual([name, true]);
      expect([name, service.deploy?.resources?.limits?.memory]).toEqual([name, expect.any(String)]);
    }
    expect(services['api-1'].healthcheck.test.join(' ')).toContain('/readyz');
  });

  test('the gateway publishes 80 and 443, has its certificates, and names both API processes', () => {
    const gateway = services.gateway;
    expect(gateway.ports).toEqual(['${ENLACE_HTTP_PORT:-80}:8080', '${ENLACE_HTTPS_PORT:-443}:8443']);
    expect(gateway.volumes.some((v: string) => v.endsWith(':/etc/enlace/tls:ro'))).toBe(true);
    expect(gateway.environment.ENLACE_API_UPSTREAMS).toBe('server api-1:3000; server api-2:3000;');
    for (const name of [
      'ENLACE_SERVER_NAMES',
      'ENLACE_TLS_CERT',
      'ENLACE_TLS_KEY',
      'ENLACE_API_UPSTREAMS',
      'ENLACE_STATIC_ROOT',
      'ENLACE_LISTEN_HTTPS',
      'ENLACE_LISTEN_HTTP',
    ]) {
      expect(Object.keys(gateway.environment)).toContain(name);
    }
    // The TLS template, once it is in the repository, gets a value for each of its placeholders.
    const tlsTemplate = path.join(
      deployDir,
      'gateway',
      `${gateway.environment.ENLACE_GATEWAY_TEMPLATE}.conf.template`,
    );
    if (fs.existsSync(tlsTemplate)) {
      for (const name of placeholdersOf(fs.readFileSync(tlsTemplate, 'utf8'))) {
        expect(Object.keys(gateway.environment)).toContain(name);
      }
    } else {
      console.warn(
        `${path.relative(repoRoot, tlsTemplate)} is not in the repository yet: its placeholders are not checked.`,
      );
    }
  });

  test('.env.example documents every variable compose.yaml reads, and nothing it does not', () => {
    const text = read('deploy/compose/compose.yaml');
    const used = new Set([...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]));
    expect([...used].filter((name) => !exampleNames.has(name))).toEqual([]);
    expect([...exampleNames].filter((name) => !used.has(name))).toEqual([]);
    // No value in the example is a usable secret.
    expect(exampleEnv).toMatch(/^JWT_SECRET=$/m);
    expect(exampleEnv).toMatch(/^METRICS_TOKEN=$/m);
  });
});

/** A Dockerfile's instructions, continuation lines joined, comments dropped. */
function instructionsOf(file: string): string[] {
  return read(file)
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

/** The sources of each COPY from the build context (not --from another stage). */
function contextCopies(instructions: string[]): string[] {
  return instructions
    .filter((line) => /^COPY\s/i.test(line) && !/--from=/.test(line))
    .flatMap((line) => {
      const words = line
        .split(/\s+/)
        .slice(1)
        .filter((word) => !word.startsWith('--'));
      return words.slice(0, -1);
    });
}

describe('the Dockerfiles', () => {
  const workspaces = (parse(read('pnpm-workspace.yaml')) as { packages: string[] }).packages;

  test.each(['deploy/docker/api.Dockerfile', 'deploy/docker/static.Dockerfile'])(
    'every COPY source of %s exists and the build context keeps it',
    (file) => {
      const dockerignore = read('.dockerignore');
      for (const source of contextCopies(instructionsOf(file))) {
        const relative = source === '.' ? '.' : source.replace(/\/$/, '');
        expect([source, fs.existsSync(path.join(repoRoot, relative))]).toEqual([source, true]);
        expect(dockerignore.split('\n')).not.toContain(relative);
      }
    },
  );

  test('the API image installs from the lockfile, copies every workspace manifest and runs `enlace serve`', () => {
    const lines = instructionsOf('deploy/docker/api.Dockerfile');
    const rootPackage = JSON.parse(read('package.json')) as { packageManager: string };
    const text = lines.join('\n');
    expect(text).toContain(`npm install --global ${rootPackage.packageManager}`);
    expect(text).toMatch(/^FROM \$\{NODE_IMAGE\} AS/m);
    expect(text).toContain('ARG NODE_IMAGE=node:20-bookworm-slim');
    expect(text).toContain('pnpm install --frozen-lockfile\n');
    expect(text).toContain('RUN pnpm build');
    // The lockfile's importers all present, so that --frozen-lockfile accepts the filtered install.
    const copied = contextCopies(lines);
    for (const workspace of workspaces) expect(copied).toContain(`${workspace}/package.json`);
    const filter = /--filter "([^"]+)\.\.\."/.exec(text)?.[1];
    expect(JSON.parse(read('deploy/package.json')).name).toBe(filter);
    expect(text).toMatch(/^USER node$/m);
    expect(text).toMatch(/^EXPOSE 3000$/m);
    expect(text).toMatch(/^HEALTHCHECK .*\/healthz/m);
    // The entry and its working directory: what `pnpm enlace` runs (the root package.json: the deploy package's
    // built server, which adds the shell's pages to serve), without pnpm between.
    const workdir = lines.filter((line) => line.startsWith('WORKDIR ')).pop();
    expect(workdir).toBe('WORKDIR /app/deploy');
    const cmd = JSON.parse(lines.find((line) => line.startsWith('CMD '))!.slice(4)) as string[];
    expect(cmd).toEqual(['node', ...SERVE_NODE_FLAGS, 'dist/enlace.mjs', 'serve']);
    const deployPackage = JSON.parse(read('deploy/package.json')) as { scripts: Record<string, string> };
    expect(JSON.parse(read('package.json')).scripts.enlace).toContain('@enlace/deploy run enlace');
    expect(deployPackage.scripts.enlace).toBe('node scripts/enlace.mjs');
    expect(read('deploy/scripts/enlace.mjs')).toContain("'../dist/enlace.mjs'");
    // dist/enlace.mjs is the deploy package's entry built with the API's own bundle, both out of the build stage.
    expect(deployPackage.scripts.build).toBe('node scripts/build-server.mjs');
    expect(read('deploy/scripts/build-server.mjs')).toContain("enlace: 'src/enlace.ts'");
    for (const app of ['api', 'deploy']) {
      expect(text).toContain(`COPY --from=build /app/${app}/dist ${app}/dist`);
    }
    expect(text).toContain('COPY deploy/scripts/enlace.mjs deploy/scripts/');
    expect(read('deploy/systemd/enlace-api@.service')).toContain(
      `ExecStart=/usr/bin/env node ${SERVE_NODE_FLAGS.join(' ')} dist/enlace.mjs serve`,
    );
    // The built front ends the API serves pages from come out of the build stage.
    for (const app of ['shell', 'remote-public', 'remote-intranet', 'remote-volunteer', 'remote-partner']) {
      expect(text).toContain(`COPY --from=build /app/${app}/dist ${app}/dist`);
      expect(JSON.parse(read(`${app}/package.json`)).scripts.build).toBeDefined();
    }
  });

  test('the gateway image renders its template where its nginx.conf reads it, and runs unprivileged', () => {
    const text = instructionsOf('deploy/docker/static.Dockerfile').join('\n');
    const nginxConf = read('deploy/docker/nginx.conf');
    const entrypoint = read('deploy/docker/gateway-entrypoint.sh');
    expect(text).toContain('libnginx-mod-http-brotli-static');
    expect(text).toMatch(/^USER www-data$/m);
    expect(text).toContain('STOPSIGNAL SIGQUIT');
    expect(nginxConf).toContain('include /run/enlace/conf.d/*.conf;');
    expect(entrypoint).toContain('output=${ENLACE_GATEWAY_OUTPUT:-/run/enlace/conf.d}');
    expect(entrypoint).toContain('templates=${ENLACE_GATEWAY_TEMPLATES:-/etc/enlace/gateway}');
    expect(text).toContain('COPY deploy/gateway/ /etc/enlace/gateway/');
    for (const area of ['public', 'intranet', 'volunteer', 'partner']) {
      expect(fs.existsSync(path.join(repoRoot, `remote-${area}/package.json`))).toBe(true);
    }
    expect(text).toContain('for area in public intranet volunteer partner;');
  });
});

const brotliModule = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const hasNginx = commandExists('nginx', ['-v']) && fs.existsSync(brotliModule);
if (!hasNginx)
  console.warn(
    `nginx with ${brotliModule} is not installed: the gateway template is not checked by nginx -t.`,
  );

(hasNginx ? describe : describe.skip)('the gateway behind the Ingress (nginx -t)', () => {
  test('renders with the values of the Kubernetes ConfigMap and nginx accepts it', () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'enlace-gateway-'));
    try {
      // The paths the image gives nginx, moved into a scratch folder.
      const conf = read('deploy/docker/nginx.conf')
        .replaceAll('/run/enlace', path.join(scratch, 'run'))
        .replaceAll('/var/cache/enlace', path.join(scratch, 'cache'))
        .replace('include /etc/nginx/modules-enabled/*.conf;', `load_module ${brotliModule};`)
        // A test's output is a socket, which /dev/stderr cannot open (a container's is a pipe).
        .replaceAll(/\/dev\/std(err|out)/g, path.join(scratch, 'nginx.log'));
      fs.writeFileSync(path.join(scratch, 'nginx.conf'), conf);
      fs.mkdirSync(path.join(scratch, 'static/shell'), { recursive: true });
      // The image makes it (static.Dockerfile), as Kubernetes' emptyDir and compose's tmpfs do.
      fs.mkdirSync(path.join(scratch, 'cache'));
      const kustomization = parse(read('deploy/k8s/base/kustomization.yaml')) as Manifest;
      const literals = kustomization.configMapGenerator
        .find((g: Manifest) => g.name === 'enlace-gateway-config')
        .literals.map((l: string) => l.split(/=(.*)/s).slice(0, 2));
      const env: NodeJS.ProcessEnv = { ...process.env, ...Object.fromEntries(literals) };
      const result = spawnSync(
        path.join(deployDir, 'docker/gateway-entrypoint.sh'),
        ['nginx', '-t', '-e', path.join(scratch, 'nginx.log'), '-c', path.join(scratch, 'nginx.conf')],
        {
          encoding: 'utf8',
          env: {
            ...env,
            ENLACE_GATEWAY_TEMPLATES: path.join(deployDir, 'gateway'),
            ENLACE_GATEWAY_OUTPUT: path.join(scratch, 'run/conf.d'),
            ENLACE_STATIC_ROOT: path.join(scratch, 'static'),
            // The Service's name resolves only in the cluster.
            ENLACE_API_UPSTREAMS: env.ENLACE_API_UPSTREAMS?.replace('enlace-api', '127.0.0.1'),
          },
        },
      );
      expect([result.status, result.stderr]).toEqual([0, expect.stringContaining('test is successful')]);
      const rendered = fs.readFileSync(path.join(scratch, 'run/conf.d/enlace.conf'), 'utf8');
      expect(rendered).not.toMatch(/\$\{ENLACE_/);
      expect(rendered).toContain('client_max_body_size 12m;');

      // A missing placeholder value stops the start, naming it.
      const missing = spawnSync(path.join(deployDir, 'docker/gateway-entrypoint.sh'), ['true'], {
        encoding: 'utf8',
        env: {
          PATH: process.env.PATH,
          ENLACE_GATEWAY_TEMPLATE: 'enlace-behind-ingress',
          ENLACE_GATEWAY_TEMPLATES: path.join(deployDir, 'gateway'),
          ENLACE_GATEWAY_OUTPUT: path.join(scratch, 'run/conf.d'),
        },
      });
      expect(missing.status).toBe(78);
      expect(missing.stderr).toContain('ENLACE_API_UPSTREAMS');
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
