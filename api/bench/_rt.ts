import fs from 'node:fs';
import pg from 'pg';
const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/test', options: '-c search_path=exp_anchor' });
await client.connect();
const pid = (await client.query('select pg_backend_pid() p')).rows[0].p;
const cpu = (p: number) => { const f = fs.readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1]!.split(' '); return (Number(f[11]) + Number(f[12])) * 10; };
const own = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
const begin = `begin; select set_config('app.tenant_id', '1', true), set_config('role', 'enlace_app', true); select id, email from users where id = 1 and tenant_id = 1`;
const list = { name: 'list1', text: `select id, name, surname, email, phone_prefix_mobile, phone_mobile, identification, status, validated_at, created_at, (select coalesce(sum(total),0) from person_counts where tenant_id=$1 and profile=$2) as total from users where tenant_id=$1 and profile=$2 and deleted_at is null order by created_at desc, id desc limit 30`, values: [1, 'volunteer'] };
async function variant(name: string, body: () => Promise<void>) {
  for (let i = 0; i < 300; i++) await body();
  const n = 3000; const b0 = cpu(pid), o0 = own(), t0 = performance.now();
  for (let i = 0; i < n; i++) await body();
  console.log(name.padEnd(30), 'wall', ((performance.now() - t0) / n).toFixed(3), 'node', ((own() - o0) / n).toFixed(3), 'pg', ((cpu(pid) - b0) / n).toFixed(3));
}
for (let r = 0; r < 2; r++) {
await variant('3 round trips', async () => { await client.query(begin); await client.query(list); await client.query('commit'); });
await variant('2 round trips (no commit rt)', async () => { await client.query('commit; ' + begin); await client.query(list); });
await variant('list only', async () => { await client.query(list); });
await variant('simple begin only', async () => { await client.query(begin); await client.query('commit'); });
}
await client.end();
