import type { ChildProcess } from 'node:child_process';

export function freePort(): Promise<number>;
export function waitForOk(url: string, timeoutMs?: number, child?: ChildProcess): Promise<void>;
export function stopProcess(child: ChildProcess, graceMs?: number): Promise<void>;
export interface ServerProcess {
  url: string;
  port: number;
  pid: number | undefined;
  child: ChildProcess;
  logFile: string;
  stop: () => Promise<void>;
}
export function startServerProcess(options: {
  dataDir: string;
  env?: Record<string, string>;
  readyTimeoutMs?: number;
}): Promise<ServerProcess>;
