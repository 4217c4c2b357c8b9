"""What pyproject.toml cannot say: the top-level ``assets/`` folder ships inside the
packages that read it, so a wheel works without the source tree.

- ``engine.bundled_model``: the MiniLM tokenizer files (read by engine/embeddings.py);
- ``views.styles``: the app's TCSS (read by the app).
"""

from setuptools import find_namespace_packages, setup

ASSET_PACKAGES = {
    "engine.bundled_model": ("assets/models/all-MiniLM-L6-v2", ["*.json", "NOTICE"]),
    "views.styles": ("assets", ["*.tcss"]),
}

setup(
    packages=find_namespace_packages(include=["engine*", "workspace_app*", "views*"]) + list(ASSET_PACKAGES),
    package_dir={name: folder for name, (folder, _) in ASSET_PACKAGES.items()},
    package_data={name: patterns for name, (_, patterns) in ASSET_PACKAGES.items()} | {"engine": ["py.typed"]},
)
