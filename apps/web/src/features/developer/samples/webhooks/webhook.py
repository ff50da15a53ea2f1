# Receives the news agency's webhooks: Python 3.9+ with Flask (pip install flask).
# Run: PORTAL_WEBHOOK_SECRET='whsec_…' flask --app webhook run · Webhook URL: https://your-site.example/webhooks/portal
import hashlib
import hmac
import json
import os
import time

from flask import Flask, request

SECRET = os.environ["PORTAL_WEBHOOK_SECRET"].encode()  # stops at start when it is not set
TOLERANCE_SECONDS = 300  # refuse replays of old deliveries
seen = set()  # event ids already handled: use your database

app = Flask(__name__)


def is_signed(header, body):
    """True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes."""
    parts = dict(part.split("=", 1) for part in (header or "").split(",") if "=" in part)
    try:
        timestamp = int(parts.get("t", ""))
    except ValueError:
        return False
    if abs(time.time() - timestamp) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(SECRET, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))


@app.post("/webhooks/portal")
def portal_webhook():
    body = request.get_data()  # the raw body: parse it only after checking
    if not is_signed(request.headers.get("X-Portal-Signature"), body):
        return "", 400
    event_id = request.headers.get("X-Portal-Event-Id")
    if event_id not in seen:
        seen.add(event_id)
        item = json.loads(body)  # ninjs; a NewsML-G2 hook gets XML: <pubStatus qcode="stat:canceled"/>
        status = item.get("pubstatus") or item.get("pubStatus")  # ninjs 2.x, 3.2: take item["uri"] down when "canceled"
        print(status, item["uri"], item["version"])
    return "", 204  # answer fast; do slow work after answering


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=int(os.environ.get("PORT", "5000")))
