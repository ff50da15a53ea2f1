import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const [url, token, out] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
if (token && token !== '-') {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(new URL('/api/health', url).href);
  await page.evaluate((v) => localStorage.setItem('access_token', v), token);
  await page.close();
  await browser.disconnect();
}
const r = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
  disableStorageReset: token !== '-',
});
fs.writeFileSync(out as string, JSON.stringify(r!.lhr));
chrome.kill();
