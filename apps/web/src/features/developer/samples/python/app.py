# Receives the news agency's articles: Python 3.9+ with Flask (pip install flask).
# Run: PORTAL_TOKEN='<the token saved in My Account>' flask --app app run --port 5000
# Category URL: https://your-site.example/api/categories · Post URL: https://your-site.example/api/save-article
import hmac
import os
from functools import wraps

from flask import Flask, jsonify, request

TOKEN = os.environ["PORTAL_TOKEN"].encode()  # stops at start when it is not set
MEDIA_FIELDS = ("images", "videos", "pdfs")

# Your site's categories: read them from your CMS.
CATEGORIES = [
    {"id": 1, "name": "National", "slug": "national"},
    {"id": 2, "name": "Sports", "slug": "sports"},
]
articles = []  # replace with your database

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


def is_url_list(value):
    return value is None or (isinstance(value, list) and all(isinstance(item, str) for item in value))


def is_valid_article(body):
    if not isinstance(body, dict):
        return False
    title, description, category = body.get("title"), body.get("description"), body.get("category")
    return (
        isinstance(title, str)
        and title.strip() != ""
        and len(title) <= 255
        and isinstance(description, str)
        and description.strip() != ""
        and isinstance(category, int)
        and not isinstance(category, bool)
        and all(is_url_list(body.get(field)) for field in MEDIA_FIELDS)
    )


@app.get("/api/categories")
@requires_portal_token
def categories():
    return jsonify(data=CATEGORIES)


@app.post("/api/save-article")
@requires_portal_token
def save_article():
    body = request.get_json(silent=True)
    if not is_valid_article(body):
        return jsonify(message="Invalid data."), 422
    article = {"id": len(articles) + 1, "title": body["title"], "description": body["description"], "category": body["category"]}
    for field in MEDIA_FIELDS:
        article[field] = body.get(field) or []
    articles.append(article)
    # The media links expire after some days: download the files to your own storage now, do not hot-link them.
    return jsonify(message="Article saved", data=article, status=201), 201


if __name__ == "__main__":
    app.run(port=int(os.environ.get("PORT", "5000")))
