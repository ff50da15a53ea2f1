#!/bin/sh
# The Feed API with OAuth 2.0 client credentials, from a shell (curl and jq).
# PORTAL_CLIENT_ID and PORTAL_CLIENT_SECRET: the client made on My Account → OAuth clients.
set -eu
PORTAL="${PORTAL_URL:-https://portal.example}"

# 1. Trade the client id and secret for an access token (HTTP Basic; good for 10 minutes).
TOKEN=$(curl -fsS -u "$PORTAL_CLIENT_ID:$PORTAL_CLIENT_SECRET" \
  -d grant_type=client_credentials -d scope=feed:read \
  "$PORTAL/api/oauth/token" | jq -r .access_token)

# 2. Call the Feed API with it until it expires, then ask for another.
curl -fsS -H "Authorization: Bearer $TOKEN" "$PORTAL/api/feed/v1/items?limit=10" | jq -r '.items[].uri'
