// The test S3 server as a process of its own: `node --openssl-legacy-provider s3rverProcess.mjs <folder> [port]`.
// s3rver makes ListObjectsV2 continuation tokens with DES, which Node 20's OpenSSL 3 has only in its legacy
// provider; a separate process gets that flag without the tests having it, and can be stopped like a real server.
// Prints {"port":N} once it listens; exits when its standard input closes (the test process ended).
import S3rver from "s3rver";
import { abandonedUploads } from "./s3rverUploads.mjs";

const [directory, port = "0"] = process.argv.slice(2);
const server = new S3rver({ address: "127.0.0.1", port: Number(port), silent: true, directory });
// Ahead of s3rver's own routes: AbortMultipartUpload and ListMultipartUploads, which it lacks.
server.middleware.unshift(abandonedUploads(directory));
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
const stop = () => process.exit(0);
process.stdin.on("end", stop).on("close", stop).resume();
process.on("SIGTERM", stop);
