# syntax=docker/dockerfile:1
# Build: docker build -t rumino .
# Run:   docker run --env-file .env -v rumino-data:/data rumino
FROM rust:1.95-bookworm AS build
WORKDIR /src
COPY Cargo.toml Cargo.lock ./
COPY src ./src
COPY migrations ./migrations
COPY locales ./locales
COPY docs/rules ./docs/rules
COPY build.rs ./
# The font the pictures embed (src/pictures/text.rs).
COPY assets ./assets
COPY benches ./benches
COPY tests ./tests
RUN cargo build --release --locked --bin rumino

FROM debian:bookworm-slim
RUN apt-get update && apt-get install -y --no-install-recommends ca-certificates tini \
    && rm -rf /var/lib/apt/lists/* \
    && useradd --system --uid 10001 --home-dir /data --shell /usr/sbin/nologin rumino \
    && mkdir -p /data && chown rumino /data
COPY --from=build /src/target/release/rumino /usr/local/bin/rumino
USER rumino
WORKDIR /data
VOLUME ["/data"]
# The web pages, when WEB_ADDR is set (e.g. -e WEB_ADDR=0.0.0.0:8080 -p 8080:8080).
EXPOSE 8080
ENV DATABASE_URL=sqlite:///data/rumino.db \
    RUST_LOG=rumino=info,warn
ENTRYPOINT ["/usr/bin/tini", "--", "/usr/local/bin/rumino"]
CMD ["run"]
