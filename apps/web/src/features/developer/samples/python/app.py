# Receives the news agency's articles, corrections and take-downs: Python 3.9+ with Flask (pip install flask).
# Run: PORTAL_TOKEN='<the token saved in My Account>' PORTAL_SIGNING_SECRET='whsec_…' flask --app app run --port 5000
# Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
import hashlib
import hmac
import json
import os
import threading
import time
from functools import wraps

from flask import Flask, jsonify, request

TOKEN = os.environ["PORTAL_TOKEN"].encode()  # stops at start when it is not set
SECRET = os.environ["PORTAL_SIGNING_SECRET"].encode()
TOLERANCE_SECONDS = 300  # refuse replays of old pushes
MEDIA_FIELDS = ("images", "videos", "pdfs")

# Your site's categories: read them from your CMS.
CATEGORIES = [
    {"id": 1, "name": "National", "slug": "national"},
    {"id": 2, "name": "Sports", "slug": "sports"},
]
posts = []  # replace with your database
posts_lock = threading.Lock()  # one push at a time, so a retry never makes a second post

app = Flask(__name__)


def requires_portal_token(view):
    @wraps(view)
    def checked(*args, **kwargs):
        given = request.headers.get("Token")
        if not given:
            return jsonify(message="Token header is missing"), 400
        # compare_digest takes the same time wherever the first difference is.
        if not hmac.compare_digest(given.encode(), TOKEN):
            return jsonify(message="Invalid token"), 401
        return view(*args, **kwargs)

    return checked


def is_signed(header, body):
    """True when X-Portal-Signature (t=…,v1=…) signs "t.body" with the secret and t is within 5 minutes."""
    parts = dict(part.split("=", 1) for part in (header or "").split(",") if "=" in part)
    timestamp = parts.get("t", "")
    if not timestamp.isdigit() or abs(time.time() - int(timestamp)) > TOLERANCE_SECONDS:
        return False
    expected = hmac.new(SECRET, f"{timestamp}.".encode() + body, hashlib.sha256).hexdigest()
    return hmac.compare_digest(expected, parts.get("v1", ""))


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def is_url_list(value):
    return value is None or (isinstance(value, list) and all(isinstance(item, str) for item in value))


def is_valid_article(body):
    title, description = body.get("title"), body.get("description")
    return (
        isinstance(title, str)
        and title.strip() != ""
        and len(title) <= 255
        and isinstance(description, str)
        and description.strip() != ""
        and is_int(body.get("category"))
        and all(is_url_list(body.get(field)) for field in MEDIA_FIELDS)
    )


def is_valid_portal(portal):
    """`portal` is absent (the older contract) or names the item and its version."""
    return portal is None or (isinstance(portal, dict) and is_int(portal.get("item_id")) and is_int(portal.get("version")))


def find_post(item_id):
    return next((post for post in posts if item_id is not None and post["item_id"] == item_id), None)


def publish(body):
    """publish and update: one post per portal item, changed only by a higher version."""
    portal = body.get("portal") or {}
    fields = {"title": body["title"], "description": body["description"], "category": body["category"]}
    for field in MEDIA_FIELDS:
        fields[field] = body.get(field) or []
    # The media links expire after some days: download the files to your own storage now, do not hot-link them.
    version = portal.get("version", 1)
    post = find_post(portal.get("item_id"))
    if post is None:
        post = {"post_id": len(posts) + 1, "item_id": portal.get("item_id"), "version": version, "state": "published", **fields}
        posts.append(post)
        return jsonify(message="Article saved", data=post, status=201), 201
    if post["version"] >= version:  # a retry, or a late older push
        return jsonify(message="Already up to date", data=post, status=200), 200
    post.update(fields, version=version, state="published")  # a newer version brings a taken-down post back
    return jsonify(message="Article updated", data=post, status=200), 200


def take_down(body):
    """takedown: out of view, keeping its version, so that only a newer version brings the post back."""
    post = find_post(body["portal"]["item_id"])
    if post is None:
        return jsonify(message="Nothing to take down", data=None, status=200), 200
    if post["version"] >= body["portal"]["version"]:
        return jsonify(message="Already up to date", data=post, status=200), 200
    post.update(state="taken_down", version=body["portal"]["version"])
    return jsonify(message="Article taken down", data=post, status=200), 200


@app.get("/api/categories")
@requires_portal_token
def categories():
    return jsonify(data=CATEGORIES)


@app.post("/api/save-article")
@requires_portal_token
def save_article():
    raw = request.get_data()  # the raw body: parse it only after checking the signature
    if not is_signed(request.headers.get("X-Portal-Signature"), raw):
        return jsonify(message="Invalid signature"), 401
    try:
        body = json.loads(raw)
    except ValueError:
        body = None
    if not isinstance(body, dict) or not is_valid_portal(body.get("portal")):
        return jsonify(message="Invalid data."), 422
    action = body.get("action", "publish")  # the older contract sends no action
    with posts_lock:
        if action == "takedown" and body.get("portal"):
            return take_down(body)
        if action in ("publish", "update") and is_valid_article(body):
            return publish(body)
    return jsonify(message="Invalid data."), 422


if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", "5000")))
